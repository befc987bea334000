export { contrastRatio, mix, relativeLuminance } from './colour';
export { GlobalStyle } from './GlobalStyle';
export {
  derivePalette,
  MIN_TEXT_CONTRAST,
  type AppTheme,
  type Palette,
  type ThemeTokens,
} from './palette';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';

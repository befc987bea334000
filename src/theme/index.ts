export { AA_TEXT, contrastRatio, mix, relativeLuminance } from '../../schema/colour';
export { GlobalStyle } from './GlobalStyle';
export { derivePalette, type AppTheme, type Palette, type ThemeTokens } from './palette';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';

import type { TenantTheme } from '../../schema/tenant';
import { contrastRatio, ensureContrast, mix, mostReadable } from './colour';

/** Colours every component uses; derived from the tenant's brand tokens, never hard-coded. */
export interface Palette {
  primary: string;
  /** Text/icons on `primary`, the more readable of white and near-black. */
  primaryText: string;
  /** Light tint of `primary` for selected rows, chips and soft buttons. */
  primarySoft: string;
  accent: string;
  /** Text on `accent` (badges). */
  accentText: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  danger: string;
  success: string;
  /** Modal and drawer backdrop. */
  mask: string;
}

export interface AppTheme {
  palette: Palette;
  /** Corner radius in px. */
  radius: number;
  font: string;
  /** Spacing scale: `spacing(1)` = 4px. */
  spacing: (steps: number) => string;
  /** Minimum touch target in px. */
  touchTarget: number;
}

/** Brand tokens the palette is derived from (validated tenant `theme`). */
export type ThemeTokens = Pick<
  TenantTheme,
  'primary' | 'accent' | 'background' | 'surface' | 'text' | 'radius' | 'font'
>;

const WHITE = '#ffffff';
const NEAR_BLACK = '#111111';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
// Semantic status hues, not brand colours: nudged below for contrast on the tenant's surface.
const DANGER_HUE = '#d93025';
const SUCCESS_HUE = '#1e8e3e';

export function derivePalette(tokens: ThemeTokens): AppTheme {
  const { primary, accent, background, surface, text } = tokens;
  const readableText = ensureContrast(text, surface, MIN_TEXT_CONTRAST);
  const palette: Palette = {
    primary,
    primaryText: mostReadable(primary, [WHITE, NEAR_BLACK]),
    primarySoft: mix(primary, surface, 0.12),
    accent,
    accentText: mostReadable(accent, [WHITE, NEAR_BLACK]),
    background,
    surface,
    text: readableText,
    textMuted: ensureContrast(mix(readableText, surface, 0.62), surface, MIN_TEXT_CONTRAST),
    border: mix(readableText, surface, 0.14),
    danger: ensureContrast(DANGER_HUE, surface, MIN_TEXT_CONTRAST),
    success: ensureContrast(SUCCESS_HUE, surface, MIN_TEXT_CONTRAST),
    mask: contrastRatio(surface, NEAR_BLACK) > 10 ? 'rgba(0, 0, 0, 0.55)' : 'rgba(0, 0, 0, 0.7)',
  };
  return {
    palette,
    radius: tokens.radius,
    font: tokens.font,
    spacing: (steps) => `${steps * 4}px`,
    touchTarget: 44,
  };
}

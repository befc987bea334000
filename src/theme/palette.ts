import type { TenantTheme } from '../../schema/tenant';
import {
  AA_TEXT,
  contrastRatio,
  ensureContrast,
  LABEL_COLOURS,
  mix,
  mostReadable,
} from '../../schema/colour';

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
  /** The accent's hue as status text on `surface` (pending records), darkened or lightened to read. */
  warning: string;
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

const NEAR_BLACK = LABEL_COLOURS[1];
// Semantic status hues, not brand colours: nudged below for contrast on the tenant's surface.
const DANGER_HUE = '#d93025';
const SUCCESS_HUE = '#1e8e3e';

export function derivePalette(tokens: ThemeTokens): AppTheme {
  const { primary, accent, background, surface, text } = tokens;
  const readableText = ensureContrast(text, surface, AA_TEXT);
  const palette: Palette = {
    primary,
    primaryText: mostReadable(primary, LABEL_COLOURS),
    primarySoft: mix(primary, surface, 0.12),
    accent,
    accentText: mostReadable(accent, LABEL_COLOURS),
    background,
    surface,
    text: readableText,
    textMuted: ensureContrast(mix(readableText, surface, 0.62), surface, AA_TEXT),
    border: mix(readableText, surface, 0.14),
    danger: ensureContrast(DANGER_HUE, surface, AA_TEXT),
    success: ensureContrast(SUCCESS_HUE, surface, AA_TEXT),
    warning: ensureContrast(accent, surface, AA_TEXT),
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

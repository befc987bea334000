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
  /** Secondary text on `primary` (captions under a figure), still AA on it. */
  primaryTextMuted: string;
  /** A chip set on `primary` (the balance), shaded away from `primaryText` so it reads better still. */
  primaryChip: string;
  /** Light tint of `primary` for selected rows, chips and soft buttons. */
  primarySoft: string;
  accent: string;
  /** Text on `accent` (badges). */
  accentText: string;
  background: string;
  surface: string;
  text: string;
  /** Secondary text; like the status colours, AA on `surface`, `background` and `primarySoft` alike. */
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

/** `colour` moved towards black or white until it reads at AA on every one of `backgrounds`. */
function readableOnAll(colour: string, backgrounds: readonly string[]): string {
  return backgrounds.reduce(
    (shade, background) => ensureContrast(shade, background, AA_TEXT),
    colour,
  );
}

export function derivePalette(tokens: ThemeTokens): AppTheme {
  const { primary, accent, background, surface, text } = tokens;
  const readableText = ensureContrast(text, surface, AA_TEXT);
  const primaryText = mostReadable(primary, LABEL_COLOURS);
  const primarySoft = mix(primary, surface, 0.12);
  // What text is set on: cards, the page between them, selected rows and soft chips.
  const pageGrounds = [surface, background, primarySoft];
  const awayFromPrimaryText = primaryText === NEAR_BLACK ? '#ffffff' : '#000000';
  const palette: Palette = {
    primary,
    primaryText,
    primaryTextMuted: ensureContrast(mix(primaryText, primary, 0.8), primary, AA_TEXT),
    primaryChip: mix(awayFromPrimaryText, primary, 0.2),
    primarySoft,
    accent,
    accentText: mostReadable(accent, LABEL_COLOURS),
    background,
    surface,
    text: readableText,
    textMuted: readableOnAll(mix(readableText, surface, 0.62), pageGrounds),
    border: mix(readableText, surface, 0.14),
    danger: readableOnAll(DANGER_HUE, pageGrounds),
    success: readableOnAll(SUCCESS_HUE, pageGrounds),
    warning: readableOnAll(accent, pageGrounds),
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

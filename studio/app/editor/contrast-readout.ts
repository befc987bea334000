import { contrastRatio, LABEL_COLOURS } from '../../../schema/colour';
import type { Tenant } from '../../../schema/tenant';
import { tenantSchema } from '../../../schema/tenant.schema';
import { themeContrastProblems, withPassingShades } from '../../../schema/theme-contrast';
import type { StudioProblem } from '../../shared/api-types';

type Theme = Tenant['theme'];
const HEX = /^#[0-9a-f]{6}$/i;
const TOKENS_WITH_NEEDS = ['primary', 'accent', 'text'] as const;
type CheckedToken = (typeof TOKENS_WITH_NEEDS)[number];

const props = tenantSchema.properties.theme.properties;
const DEFAULTS = {
  accent: props.accent.default,
  background: props.background.default,
  surface: props.surface.default,
  text: props.text.default,
};

export interface ContrastReadout {
  /** `wl validate`'s contrast problems of this token (schema/theme-contrast.ts). */
  problems: StudioProblem[];
  /** The nearest shade of the same hue that passes, when the token fails and one exists. */
  shade?: string;
  /** The ratios the token makes where it is drawn (for background and surface: of what is drawn on it). */
  summary: string;
  /** Whether the token has WCAG rules of its own (primary, accent, text). */
  checked: boolean;
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The live WCAG readout of one theme token, from the project's own contrast rules. */
export function contrastReadout(draft: Partial<Theme>, token: string): ContrastReadout | null {
  const theme = { ...DEFAULTS, ...draft } as Theme;
  const colours = [theme.primary, theme.accent, theme.background, theme.surface, theme.text];
  if (!colours.every((colour) => typeof colour === 'string' && HEX.test(colour))) return null;
  if (!(TOKENS_WITH_NEEDS as readonly string[]).includes(token)) {
    const base = theme[token as 'background' | 'surface'];
    return {
      problems: [],
      checked: false,
      summary: `text ${round(contrastRatio(theme.text, base))}:1, primary ${round(contrastRatio(theme.primary, base))}:1 on it`,
    };
  }
  const checked = token as CheckedToken;
  const problems = themeContrastProblems(theme, '')
    .filter((problem) => problem.pointer === `/theme/${checked}`)
    .map(({ pointer, message, hint }) => ({ pointer, message, ...(hint ? { hint } : {}) }));
  const shade = withPassingShades(theme)[checked];
  const colour = theme[checked];
  // Accent is only drawn under badge labels, in white or near-black, whichever reads better.
  const summary =
    checked === 'accent'
      ? `badge labels ${round(Math.max(...LABEL_COLOURS.map((label) => contrastRatio(colour, label))))}:1`
      : `${round(contrastRatio(colour, theme.surface))}:1 on surface, ${round(contrastRatio(colour, theme.background))}:1 on background`;
  return {
    problems,
    ...(problems.length && shade !== colour ? { shade } : {}),
    summary,
    checked: true,
  };
}

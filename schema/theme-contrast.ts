import { AA_TEXT, contrastRatio, LABEL_COLOURS, nearestShade } from './colour';
import type { Tenant } from './tenant';
import type { TenantProblem } from './validate';

type Theme = Tenant['theme'];
type Token = 'primary' | 'accent' | 'text';

/** One way the site draws a theme colour as text or on text, and what it must stand out from. */
interface ContrastNeed {
  token: Token;
  /** Where the player sees it. */
  role: string;
  /** The colours it must stand out from (`any`: one of them is enough, the site picks it). */
  against(theme: Theme): { name: string; colour: string }[];
  mode: 'every' | 'any';
}

const pageColours = (theme: Theme) => [
  { name: `background ${theme.background}`, colour: theme.background ?? '' },
  { name: `surface ${theme.surface}`, colour: theme.surface ?? '' },
];
const labels = () => [
  { name: 'white', colour: LABEL_COLOURS[0] },
  { name: 'near-black', colour: LABEL_COLOURS[1] },
];

/** The pairs the UI draws straight from the tokens; derived shades (chips, muted text) are computed to pass. */
const NEEDS: ContrastNeed[] = [
  { token: 'text', role: 'body text', against: pageColours, mode: 'every' },
  {
    token: 'primary',
    role: 'links, active tabs and the focus ring',
    against: pageColours,
    mode: 'every',
  },
  { token: 'primary', role: 'button labels', against: labels, mode: 'any' },
  { token: 'accent', role: 'badge labels', against: labels, mode: 'any' },
];

const HEX = /^#[0-9a-f]{6}$/i;
const ratio = (a: string, b: string) => Math.floor(contrastRatio(a, b) * 100) / 100;

function meets(need: ContrastNeed, colour: string, theme: Theme): boolean {
  const ratios = need.against(theme).map((other) => contrastRatio(colour, other.colour));
  return need.mode === 'every'
    ? ratios.every((r) => r >= AA_TEXT)
    : ratios.some((r) => r >= AA_TEXT);
}

/** The nearest shade of `colour`'s hue that meets every pair `token` is drawn in, or null. */
function passingShade(token: Token, colour: string, theme: Theme): string | null {
  const needs = NEEDS.filter((need) => need.token === token);
  return nearestShade(colour, (candidate) => needs.every((need) => meets(need, candidate, theme)));
}

/**
 * `theme` with each token that fails moved to its nearest passing shade (what `wl validate`'s hints
 * propose), for generated themes; a token with no passing shade is left as it is.
 */
export function withPassingShades<T extends Theme>(theme: T): T {
  const fixed = { ...theme };
  for (const token of new Set(NEEDS.map((need) => need.token))) {
    const colour = fixed[token];
    if (typeof colour === 'string' && HEX.test(colour))
      fixed[token] = passingShade(token, colour, fixed) ?? colour;
  }
  return fixed;
}

/**
 * WCAG 2.2 AA (4.5:1) for every colour pair the UI draws from the theme. A failing token is named
 * with where it shows, its ratio, and the nearest shade of its hue that meets all of its pairs.
 */
export function themeContrastProblems(theme: Theme | undefined, file: string): TenantProblem[] {
  if (!theme) return [];
  const colours = [theme.primary, theme.accent, theme.background, theme.surface, theme.text];
  if (!colours.every((colour) => typeof colour === 'string' && HEX.test(colour))) return [];
  const problems: TenantProblem[] = [];
  for (const token of new Set(NEEDS.map((need) => need.token))) {
    const colour = theme[token] ?? '';
    const needs = NEEDS.filter((need) => need.token === token);
    const failing = needs.filter((need) => !meets(need, colour, theme));
    if (!failing.length) continue;
    const shade = passingShade(token, colour, theme);
    for (const need of failing) {
      const against = need.against(theme);
      const best = Math.max(...against.map((other) => ratio(colour, other.colour)));
      const seen = against
        .map((other) => `${ratio(colour, other.colour)}:1 on ${other.name}`)
        .join(', ');
      problems.push({
        file,
        pointer: `/theme/${token}`,
        message:
          `${token} ${colour} is too faint for ${need.role}: ${need.mode === 'any' ? `at best ${best}:1 (${seen})` : seen}; ` +
          `WCAG AA needs ${AA_TEXT}:1`,
        hint: shade
          ? `the nearest shade of the same hue that passes everywhere ${token} is drawn: "${token}": "${shade}"`
          : `no shade of this hue passes against these colours: change the background or surface`,
      });
    }
  }
  return problems;
}

import { describe, expect, it } from 'vitest';

import { AA_TEXT, contrastRatio, LABEL_COLOURS } from '../../schema/colour';
import { themeContrastProblems, withPassingShades } from '../../schema/theme-contrast';
import type { Tenant } from '../../schema/tenant';

const dark: Tenant['theme'] = {
  primary: '#a3151f',
  accent: '#e8b84a',
  background: '#17130f',
  surface: '#241d17',
  text: '#f4ece1',
  radius: 4,
  font: 'system-ui',
  logo: 'logo.svg',
  icon: 'icon.svg',
};
const proposed = (hint: string | undefined) =>
  /"#([0-9a-f]{6})"/.exec(hint ?? '')?.[0].slice(1, -1);

describe('theme contrast rule', () => {
  it('proposes a shade of the same hue that passes every pair the token is drawn in', () => {
    const [problem] = themeContrastProblems(dark, 'tenant.json');
    expect(problem?.pointer).toBe('/theme/primary');
    const shade = proposed(problem?.hint);
    if (!shade) throw new Error(`no shade proposed: ${problem?.hint}`);
    for (const page of [dark.background, dark.surface])
      expect(contrastRatio(shade, page ?? '')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      Math.max(...LABEL_COLOURS.map((label) => contrastRatio(shade, label))),
    ).toBeGreaterThanOrEqual(AA_TEXT);
    // A dark theme stays dark: the fix lightens the red, the page colours are left alone.
    expect(shade).not.toBe(dark.primary);
    expect(themeContrastProblems({ ...dark, primary: shade }, 'tenant.json')).toEqual([]);
  });

  it('says so when no shade of the hue can pass against the page colours', () => {
    // Mid grey and white: any colour dark enough for the white is too dark for the grey, and the
    // reverse.
    const grey = { ...dark, background: '#595959', surface: '#ffffff' };
    const problems = themeContrastProblems(grey, 'tenant.json');
    expect(problems.map((problem) => problem.pointer)).toContain('/theme/primary');
    expect(problems.find((problem) => problem.pointer === '/theme/primary')?.hint).toMatch(
      /no shade of this hue passes/,
    );
  });

  it('leaves a theme whose colours are not valid #rrggbb to the schema', () => {
    expect(themeContrastProblems({ ...dark, primary: 'red' }, 'tenant.json')).toEqual([]);
  });

  it('moves each failing token of a generated theme to its nearest passing shade', () => {
    const faint = { ...dark, accent: '#8a7a2a' };
    expect(themeContrastProblems(faint, 'tenant.json').length).toBeGreaterThan(0);
    const fixed = withPassingShades(faint);
    expect(themeContrastProblems(fixed, 'tenant.json')).toEqual([]);
    expect(fixed.background).toBe(faint.background);
    expect(fixed.primary).not.toBe(faint.primary);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { AA_TEXT, contrastRatio, relativeLuminance } from '../../../schema/colour';
import { derivePalette, type ThemeTokens } from '../../../src/theme/palette';

const base: ThemeTokens = {
  primary: '#0b8f4d',
  accent: '#ffc83d',
  background: '#eef5f0',
  surface: '#ffffff',
  text: '#14231a',
  radius: 12,
  font: 'system-ui',
};

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('derivePalette', () => {
  it.each(['#ffe600', '#00ff00', '#0033aa', '#7a0019', '#f5b301', '#888888'])(
    'gives readable text on primary %s',
    (primary) => {
      const { palette } = derivePalette({ ...base, primary });
      expect(palette.primary).toBe(primary);
      expect(contrastRatio(palette.primaryText, primary)).toBeGreaterThanOrEqual(3.5);
      const other = palette.primaryText === '#ffffff' ? '#111111' : '#ffffff';
      expect(contrastRatio(palette.primaryText, primary)).toBeGreaterThanOrEqual(
        contrastRatio(other, primary),
      );
    },
  );

  it('uses dark text on a light brand colour and white on a dark one', () => {
    expect(derivePalette({ ...base, primary: '#ffe600' }).palette.primaryText).toBe('#111111');
    expect(derivePalette({ ...base, primary: '#0033aa' }).palette.primaryText).toBe('#ffffff');
  });

  it('keeps text, muted text and status colours legible on the surface, even for a poor text token', () => {
    for (const tokens of [
      base,
      { ...base, text: '#bbbbbb' },
      { ...base, surface: '#1b1b1f', text: '#333333' },
    ]) {
      const { palette } = derivePalette(tokens);
      for (const colour of [
        palette.text,
        palette.textMuted,
        palette.danger,
        palette.success,
        palette.warning,
      ]) {
        expect(contrastRatio(colour, palette.surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it.each(['#e84f5a', '#0a7c43', '#ffe600', '#0033aa', '#888888'])(
    'keeps what is drawn on primary %s at AA: captions and the balance chip',
    (primary) => {
      const { palette } = derivePalette({ ...base, primary });
      expect(contrastRatio(palette.primaryTextMuted, primary)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(palette.primaryTextMuted).not.toBe(palette.primaryText);
      expect(contrastRatio(palette.primaryText, palette.primaryChip)).toBeGreaterThan(
        contrastRatio(palette.primaryText, primary),
      );
    },
  );

  it('keeps muted text and status colours at AA on the background and the soft tint too, not only on the surface', () => {
    for (const tokens of [
      base,
      { ...base, background: '#dde3ee' },
      { ...base, background: '#17130f', surface: '#241d17', text: '#f4ece1' },
    ]) {
      const { palette } = derivePalette(tokens);
      for (const background of [palette.surface, palette.background, palette.primarySoft])
        for (const colour of [palette.textMuted, palette.danger, palette.success, palette.warning])
          expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('derives a soft tint between primary and surface, plus radius, font and spacing', () => {
    const theme = derivePalette(base);
    expect(theme.palette.primarySoft).not.toBe(base.primary);
    expect(contrastRatio(theme.palette.primarySoft, base.surface)).toBeLessThan(1.5);
    expect(theme).toMatchObject({ radius: 12, font: 'system-ui', touchTarget: 44 });
    expect(theme.spacing(3)).toBe('12px');
  });
});

describe('no hard-coded brand colour', () => {
  it('src/ui and src/theme never mention a tenant brand colour', () => {
    const tenantsDir = join(__dirname, '../../../tenants');
    const brand = readdirSync(tenantsDir).flatMap((code) => {
      const tenant = JSON.parse(readFileSync(join(tenantsDir, code, 'tenant.json'), 'utf8')) as {
        theme: Record<string, unknown>;
      };
      return [tenant.theme.primary, tenant.theme.accent].filter(
        (c): c is string => typeof c === 'string',
      );
    });
    for (const dir of ['ui', 'theme']) {
      const root = join(__dirname, '../../../src', dir);
      const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
        /\.tsx?$/.test(f),
      );
      for (const file of files) {
        const text = readFileSync(join(root, file), 'utf8').toLowerCase();
        for (const colour of brand)
          expect({ file, has: text.includes(colour.toLowerCase()) }).toEqual({ file, has: false });
      }
    }
  });
});

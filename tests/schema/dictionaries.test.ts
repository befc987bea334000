import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isCompleteDictionary } from '../../schema/dictionaries';
import { incompleteLanguageProblems } from '../../schema/validate';

function localesWith(languages: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-locales-'));
  for (const [language, common] of Object.entries(languages)) {
    mkdirSync(join(dir, language));
    writeFileSync(join(dir, language, 'common.json'), JSON.stringify(common));
  }
  return dir;
}

const english = {
  ok: 'OK',
  nav: { home: 'Home' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

describe('complete dictionaries', () => {
  it('needs every English key, no empty text, and the plural forms of the language', () => {
    const dir = localesWith({
      en: english,
      de: {
        ok: 'OK',
        nav: { home: 'Start' },
        items_one: '{{count}} Eintrag',
        items_other: '{{count}} Einträge',
      },
      ja: { ok: 'OK', nav: { home: 'ホーム' }, items_other: '{{count}} 件' },
      fr: { ok: 'OK', nav: { home: 'Accueil' } },
      it: { ok: 'OK', nav: { home: '' }, items_one: '{{count}}', items_other: '{{count}}' },
      ru: { ok: 'OK', nav: { home: 'Главная' }, items_one: 'a', items_other: 'b' },
    });
    expect(isCompleteDictionary('de', dir)).toBe(true);
    expect(isCompleteDictionary('ja', dir)).toBe(true); // Japanese has only the "other" form
    expect(isCompleteDictionary('fr', dir)).toBe(false); // plural keys missing
    expect(isCompleteDictionary('it', dir)).toBe(false); // empty text
    expect(isCompleteDictionary('ru', dir)).toBe(false); // lacks _few and _many
    expect(isCompleteDictionary('pl', dir)).toBe(false); // no folder at all
  });
});

describe('tenant languages', () => {
  const file = 'tenants/acme/tenant.json';

  it('refuses an offered or default language without a complete dictionary, naming the complete ones', () => {
    const problems = incompleteLanguageProblems(
      { languages: { default: 'ja', available: ['en', 'ja', 'ko'] } },
      file,
      ['en', 'pt'],
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        pointer: '/languages/default',
        message: expect.stringMatching(/"ja" has no complete dictionary/),
      }),
      expect.objectContaining({
        pointer: '/languages/available/1',
        hint: 'complete languages: en, pt',
      }),
      expect.objectContaining({
        pointer: '/languages/available/2',
        message: expect.stringMatching(/"ko"/),
      }),
    ]);
  });

  it('accepts complete languages and leaves unknown codes to the schema', () => {
    const tenant = JSON.parse(
      '{"languages":{"default":"pt","available":["pt","en","xx"]}}',
    ) as Parameters<typeof incompleteLanguageProblems>[0];
    expect(incompleteLanguageProblems(tenant, file, ['en', 'pt'])).toEqual([]);
  });
});

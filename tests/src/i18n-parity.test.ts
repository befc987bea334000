import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LANGUAGE_CODES } from '../../schema/constants';
import { COMPLETE_LANGUAGES, fallbackFor } from '../../src/lib/i18n';

const LOCALES = join(__dirname, '../../src/locales');
// Complete languages load without the English fallback, so each must really be complete.
const COMPLETE = COMPLETE_LANGUAGES.filter((language) => language !== 'en');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree);

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Keys a language must have for `en`'s keys: plural groups expand to that language's plural categories. */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) expected.add(key);
    else for (const category of categories) expected.add(`${baseKey(key)}_${category}`);
  }
  return expected;
}

const namespaces = readdirSync(join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));
const languages = readdirSync(LOCALES).filter((language) => language !== 'en');

describe('i18n parity', () => {
  it('has the common namespace in English', () => {
    expect(namespaces).toContain('common.json');
  });

  it('only has folders for picker languages', () => {
    for (const language of languages)
      expect(LANGUAGE_CODES as readonly string[]).toContain(language);
  });

  describe.each(namespaces)('%s', (file) => {
    const english = read('en', file);

    it('has no empty English value', () => {
      expect([...english].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual(
        [],
      );
    });

    it.each(COMPLETE)('%s is complete: no missing, extra or empty key', (language) => {
      const translated = read(language, file);
      const expected = expectedKeys(english, language);
      const missing = [...expected].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !expected.has(key));
      const empty = [...translated].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    });

    it('every language file only uses English keys', () => {
      const englishBases = new Set([...english.keys()].map(baseKey));
      for (const language of languages) {
        let translated: Map<string, string>;
        try {
          translated = read(language, file);
        } catch {
          continue; // A partial language may lack a namespace: English fills in.
        }
        const unknown = [...translated.keys()].filter((key) => !englishBases.has(baseKey(key)));
        expect({ language, unknown }).toEqual({ language, unknown: [] });
      }
    });

    it('keeps the same {{placeholders}} as English', () => {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      for (const language of COMPLETE) {
        for (const [key, value] of read(language, file)) {
          const source = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
          expect({ language, key, placeholders: placeholders(value) }).toEqual({
            language,
            key,
            placeholders: placeholders(source),
          });
        }
      }
    });
  });
});

describe('fallback', () => {
  it('falls back to English only for languages whose texts are incomplete', () => {
    expect(COMPLETE).toEqual(['pt', 'fil']);
    expect(fallbackFor('pt')).toEqual([]);
    expect(fallbackFor('fil')).toEqual([]);
    expect(fallbackFor('th')).toEqual(['en']);
    expect(fallbackFor('zh-TW')).toEqual(['en']);
  });
});

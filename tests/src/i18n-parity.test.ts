import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LANGUAGE_CODES } from '../../schema/constants';
import {
  expectedKeys,
  LOCALES_DIR as LOCALES,
  namespaceFiles,
  pluralBase as baseKey,
  readDictionary,
} from '../../schema/dictionaries';
import { fallbackFor } from '../../src/lib/i18n';

const ALLOWANCES = join(__dirname, 'i18n-identical');
/** Strings a language may keep exactly as in English (brand names, codes, true cognates such as "Total"): a short, listed allowance. */
const MAX_IDENTICAL = 40;

const read = (language: string, file: string) => readDictionary(language, file);

const sorted = (items: Iterable<string>) => [...items].sort();
const placeholders = (text: string) =>
  sorted([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''));
const markup = (text: string) => sorted(text.match(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi) ?? []);
const nesting = (text: string) => sorted(text.match(/\$t\([^)]*\)/g) ?? []);

/** `{{seconds}} s` or `{{min}} – {{max}}` read the same in every language. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** Keys (`namespace:key`) a language keeps identical to English, from `i18n-identical/<lang>.json`. */
function identicalAllowance(language: string): Set<string> {
  const file = join(ALLOWANCES, `${language}.json`);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

const namespaces = namespaceFiles();
const languages = readdirSync(LOCALES).filter((entry) => entry !== 'en' && !entry.includes('.'));
const english = new Map(namespaces.map((file) => [file, read('en', file)]));
const englishOf = (file: string) => english.get(file) ?? new Map<string, string>();
const sourceOf = (file: string, key: string) =>
  englishOf(file).get(key) ?? englishOf(file).get(`${baseKey(key)}_other`) ?? '';

describe('i18n dictionaries', () => {
  it('has the common and shell namespaces in English, with no empty value', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'shell.json']));
    for (const [file, strings] of english) {
      const empty = [...strings].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect({ file, empty }).toEqual({ file, empty: [] });
    }
  });

  it('only has folders for picker languages', () => {
    for (const language of languages)
      expect(LANGUAGE_CODES as readonly string[]).toContain(language);
  });

  describe.each(languages)('%s', (language) => {
    it('has every namespace of English', () => {
      const files = readdirSync(join(LOCALES, language));
      expect(namespaces.filter((file) => !files.includes(file))).toEqual([]);
    });

    it.each(namespaces)('%s: the keys and plural forms of the language, none empty', (file) => {
      const translated = read(language, file);
      const expected = expectedKeys(englishOf(file), language);
      const missing = [...expected].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !expected.has(key));
      const empty = [...translated].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    });

    it.each(namespaces)('%s: same {{variables}}, markup and $t() nesting as English', (file) => {
      const differing = [...read(language, file)].filter(([key, value]) => {
        const source = sourceOf(file, key);
        return (
          placeholders(value).join() !== placeholders(source).join() ||
          markup(value).join() !== markup(source).join() ||
          nesting(value).join() !== nesting(source).join()
        );
      });
      expect(differing.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    });

    it('keeps no more English than its listed allowance', () => {
      const allowance = identicalAllowance(language);
      expect(allowance.size).toBeLessThanOrEqual(MAX_IDENTICAL);
      const untranslated: string[] = [];
      for (const file of namespaces) {
        const namespace = file.replace(/\.json$/, '');
        for (const [key, value] of read(language, file)) {
          const id = `${namespace}:${key}`;
          const identical = value === sourceOf(file, key) && hasWords(value);
          if (identical && !allowance.has(id)) untranslated.push(id);
        }
      }
      expect(untranslated).toEqual([]);
    });
  });
});

describe('fallback', () => {
  it('loads a bundled language alone and falls back to English otherwise', () => {
    expect(fallbackFor('pt')).toEqual([]);
    expect(fallbackFor('en')).toEqual([]);
    expect(fallbackFor('xx')).toEqual(['en']);
  });
});

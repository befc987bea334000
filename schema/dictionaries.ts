import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { LANGUAGE_CODES, type LanguageCode } from './constants';

/** The site's dictionaries: `src/locales/<lang>/<namespace>.json`, English being the reference. */
export const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

/** Nested dictionary → dotted key → text. */
export function flattenDictionary(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenDictionary(value, path)) out.set(k, v);
  }
  return out;
}

export const readDictionary = (language: string, file: string, dir = LOCALES_DIR) =>
  flattenDictionary(JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Tree);

export const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Keys a language needs for `english`'s keys: plural groups expand to the language's CLDR categories. */
export function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) expected.add(key);
    else for (const category of categories) expected.add(`${pluralBase(key)}_${category}`);
  }
  return expected;
}

export const namespaceFiles = (dir = LOCALES_DIR) =>
  readdirSync(join(dir, 'en')).filter((file) => file.endsWith('.json'));

/** True when every namespace of English exists for `language` with exactly its keys, none empty. */
export function isCompleteDictionary(language: string, dir = LOCALES_DIR): boolean {
  if (language === 'en') return true;
  return namespaceFiles(dir).every((file) => {
    if (!existsSync(join(dir, language, file))) return false;
    const translated = readDictionary(language, file, dir);
    const expected = expectedKeys(readDictionary('en', file, dir), language);
    return (
      translated.size === expected.size && [...expected].every((key) => translated.get(key)?.trim())
    );
  });
}

let complete: LanguageCode[] | undefined;

/** Picker languages the site can speak completely (read once per process). */
export function completeLanguages(): readonly LanguageCode[] {
  complete ??= LANGUAGE_CODES.filter((code) => isCompleteDictionary(code));
  return complete;
}

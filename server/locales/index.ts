import { LANGUAGE_CODES, type LanguageCode } from '../../schema/constants';
import { ar } from './ar';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fil } from './fil';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { km } from './km';
import { ko } from './ko';
import { lo } from './lo';
import { ms } from './ms';
import { my } from './my';
import { ne } from './ne';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { ta } from './ta';
import { te } from './te';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { ur } from './ur';
import { vi } from './vi';
import { zh } from './zh';
import { zhTW } from './zh-TW';
import type { ServerTexts } from './types';

export type { ContentTexts, DemoTexts, ServerTexts, SystemTexts } from './types';

const TEXTS: Record<LanguageCode, ServerTexts> = {
  ar,
  bn,
  de,
  en,
  es,
  fa,
  fil,
  fr,
  hi,
  id,
  it,
  ja,
  km,
  ko,
  lo,
  ms,
  my,
  ne,
  pl,
  pt,
  ru,
  ta,
  te,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
  'zh-TW': zhTW,
};

/** Languages the server has player texts in (`server/locales/<lang>.ts`). */
export const SERVER_TEXT_LANGUAGES = Object.keys(TEXTS) as LanguageCode[];

const BY_LOWER_CASE = new Map(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/** The picker language named by a `Language` header or tag (`ZH_TW`, `zh-tw`, `PT`), if any. */
export function languageOf(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  return BY_LOWER_CASE.get(value.trim().toLowerCase().replaceAll('_', '-'));
}

interface TenantLanguages {
  default: string;
  available: readonly string[];
}

/**
 * Languages to answer a request in, best first: the header's exact language, its base language
 * (`zh-TW` → `zh`, `pt-BR` → `pt`), each only when the tenant offers it, then the tenant's default,
 * then English.
 */
export function languageChain(header: unknown, tenant: TenantLanguages): LanguageCode[] {
  const tag = typeof header === 'string' ? header.trim().toLowerCase().replaceAll('_', '-') : '';
  const asked = [languageOf(tag), languageOf(tag.split('-')[0])].filter(
    (code) => code !== undefined && tenant.available.includes(code),
  );
  const candidates = [...asked, languageOf(tenant.default), 'en' as const];
  return [...new Set(candidates.filter((code): code is LanguageCode => code !== undefined))];
}

/**
 * The other languages a tenant's seeded content is translated into: those it offers besides its
 * default (a language added later gets its translations when the server next starts and seeds).
 */
export function translationLanguages(tenant: TenantLanguages): LanguageCode[] {
  return tenant.available.flatMap((code) => {
    const language = languageOf(code);
    return language && language !== tenant.default ? [language] : [];
  });
}

/** Texts of the first language of `chain` the server has (English at worst). */
export function serverTexts(chain: readonly string[] | string): ServerTexts {
  const languages = typeof chain === 'string' ? [chain] : chain;
  for (const language of languages) {
    const texts = TEXTS[languageOf(language) ?? 'en'];
    if (texts) return texts;
  }
  return en;
}

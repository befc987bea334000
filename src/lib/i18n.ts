import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { LanguageCode } from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';
import { plannedTexts } from '../landing/planned-texts';
import { setRequestLanguage } from './api-config';
import { isLanguageCode, languageInfo } from './languages';
import { MISSING_KEY_REPORT } from './missing-key-report';
import { storage } from './storage';

export { Trans, useTranslation } from 'react-i18next';

/** `common` belongs to src/ui + src/lib, `shell` to the app shell and features. */
export const NAMESPACES = ['common', 'shell'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: Record<string, unknown> };
type LocaleLoader = () => Promise<LocaleModule>;

/** Loaders of every text in src/locales, by `<language>/<namespace>` (dev server and tests). */
function sourceLocales(): Record<string, LocaleLoader> {
  const files = import.meta.glob<LocaleModule>('../locales/*/*.json');
  return Object.fromEntries(
    Object.entries(files).map(([file, load]) => [
      file.slice('../locales/'.length, -'.json'.length),
      load,
    ]),
  );
}

/** Loaders of the texts the page's landing plan names, by `<language>/<namespace>` (a built page). */
function plannedLocales(): Record<string, LocaleLoader> {
  return Object.fromEntries(
    Object.entries(plannedTexts()).flatMap(([language, namespaces]) =>
      Object.entries(namespaces).map(([namespace, url]) => [
        `${language}/${namespace}`,
        () => import(/* @vite-ignore */ url) as Promise<LocaleModule>,
      ]),
    ),
  );
}

/**
 * Where each text comes from. A built page takes the chunks its landing plan names: the entry then
 * carries no loader per language and namespace (390 of them were 5.3 kB of its gzip), and the
 * build emits every text as a chunk of its own (vite.config.ts, wl-landing-preloads).
 */
const localeLoaders = import.meta.env.DEV ? sourceLocales() : plannedLocales();

/** Languages with texts; the parity test and `wl validate` hold every one of them complete. */
const BUNDLED = new Set(Object.keys(localeLoaders).map((key) => key.split('/')[0]));

/** A bundled language needs no fallback, which spares its first paint the English files. */
export const fallbackFor = (code: string): string[] => (BUNDLED.has(code) ? [] : ['en']);

/**
 * A key with no text shows raw on screen: say so loudly (the test suites fail on it). A lookup that
 * brings its own `defaultValue` (an error code the server may invent) is not a missing text.
 */
function reportMissingKey(
  languages: readonly string[],
  namespace: string,
  key: string,
  _fallback: string,
  _update: boolean,
  options: { defaultValue?: unknown } | undefined,
) {
  if (options?.defaultValue !== undefined) return;
  console.error(`${MISSING_KEY_REPORT} "${namespace}:${key}" for ${languages.join(', ')}`);
}

/** Loads `locales/<lang>/<ns>.json` on demand; a missing file is an empty namespace (English fills in). */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`${language}/${namespace}`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (!isLanguageCode(language)) return;
  setRequestLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = languageInfo(language).rtl ? 'rtl' : 'ltr';
});

type TenantLanguages = Pick<Tenant, 'languages'>;

/** The stored choice (`wl_lang`) when this tenant offers it, else the tenant's default. */
export function initialLanguage(tenant: TenantLanguages): LanguageCode {
  const stored = storage.get('wl_lang');
  const available: readonly string[] = tenant.languages.available;
  return isLanguageCode(stored) && available.includes(stored) ? stored : tenant.languages.default;
}

let initialising: Promise<typeof i18n> | null = null;

/** Initialises i18next once (StrictMode may ask twice); await it before the first render so no raw keys flash. */
export function initI18n(tenant: TenantLanguages): Promise<typeof i18n> {
  initialising ??= start(tenant);
  return initialising;
}

async function start(tenant: TenantLanguages): Promise<typeof i18n> {
  const language = initialLanguage(tenant);
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackFor,
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      returnEmptyString: false,
      saveMissing: true,
      missingKeyHandler: reportMissingKey,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
}

/** Switches language: persists `wl_lang`, sets `<html lang dir>` and the `Language` header. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  storage.set('wl_lang', code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : 'en';
}

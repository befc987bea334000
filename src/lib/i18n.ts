import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { LanguageCode } from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';
import { setRequestLanguage } from './api-config';
import { loadDateLocale } from './date-locales';
import { isLanguageCode, languageInfo } from './languages';
import { storage } from './storage';

export { Trans, useTranslation } from 'react-i18next';

/** Languages whose bundled texts are complete (the parity test holds them to it). */
export const COMPLETE_LANGUAGES: readonly LanguageCode[] = ['en', 'pt', 'fil'];

/**
 * Others fall back to English key by key; complete ones need no fallback, which spares the first
 * paint the English files on a Portuguese or Filipino site.
 */
export const fallbackFor = (code: string): string[] =>
  (COMPLETE_LANGUAGES as readonly string[]).includes(code) ? [] : ['en'];

/** `common` belongs to src/ui + src/lib, `shell` to the app shell and features. */
export const NAMESPACES = ['common', 'shell'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

/** Loads `locales/<lang>/<ns>.json` on demand; a missing file is an empty namespace (English fills in). */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
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

/** Month names must be ready before screens re-render in the new language; English is the fallback. */
const dateLocaleFor = (code: LanguageCode) => loadDateLocale(code).catch(() => undefined);

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
  afterPageLoad(() => void dateLocaleFor(language));
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
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
}

/** Month names are not needed for the first screen: their dayjs locale loads once the page has. */
function afterPageLoad(task: () => void) {
  const later = () => setTimeout(task, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Switches language: persists `wl_lang`, sets `<html lang dir>`, the `Language` header and dayjs. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  storage.set('wl_lang', code);
  await dateLocaleFor(code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : 'en';
}

import type { LanguageCode } from '../../schema/constants';

/** dayjs locale file per picker language; each is its own lazy chunk. */
const LOADERS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  th: () => import('dayjs/locale/th'),
  vi: () => import('dayjs/locale/vi'),
  fil: () => import('dayjs/locale/tl-ph'),
  id: () => import('dayjs/locale/id'),
  ms: () => import('dayjs/locale/ms'),
  my: () => import('dayjs/locale/my'),
  km: () => import('dayjs/locale/km'),
  lo: () => import('dayjs/locale/lo'),
  hi: () => import('dayjs/locale/hi'),
  bn: () => import('dayjs/locale/bn'),
  ta: () => import('dayjs/locale/ta'),
  te: () => import('dayjs/locale/te'),
  ur: () => import('dayjs/locale/ur'),
  ne: () => import('dayjs/locale/ne'),
  es: () => import('dayjs/locale/es'),
  pt: () => import('dayjs/locale/pt-br'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
  tr: () => import('dayjs/locale/tr'),
  ar: () => import('dayjs/locale/ar'),
  fa: () => import('dayjs/locale/fa'),
  pl: () => import('dayjs/locale/pl'),
  uk: () => import('dayjs/locale/uk'),
};

const DAYJS_NAMES: Partial<Record<LanguageCode, string>> = {
  zh: 'zh-cn',
  'zh-TW': 'zh-tw',
  fil: 'tl-ph',
  pt: 'pt-br',
};

const loaded = new Set<LanguageCode>(['en']);

export const dayjsLocaleName = (code: LanguageCode): string => DAYJS_NAMES[code] ?? code;

export const isDateLocaleLoaded = (code: LanguageCode): boolean => loaded.has(code);

/** Loads the dayjs locale of a language once; until then dates format in English. */
export async function loadDateLocale(code: LanguageCode): Promise<void> {
  const load = LOADERS[code];
  if (loaded.has(code) || !load) return;
  await load();
  loaded.add(code);
}

import { LANGUAGE_CODES, type LanguageCode, RTL_LANGUAGES } from '../../schema/constants';

/** One language of the picker. */
export interface LanguageInfo {
  code: LanguageCode;
  /** Name in the language itself, as the picker shows it. */
  nativeName: string;
  englishName: string;
  /** Regional-indicator flag emoji of the country most players associate with the language. */
  flag: string;
  /**
   * Code sent in the `Language` header. Rule: the BCP 47 tag upper-cased with `-` → `_`
   * (`en` → `EN`, `fil` → `FIL`, `zh-TW` → `ZH_TW`); protocol.md shows EN, PT, VI.
   */
  platformCode: string;
  rtl: boolean;
}

type Row = [code: LanguageCode, nativeName: string, englishName: string, region: string];

const ROWS: Row[] = [
  ['en', 'English', 'English', 'GB'],
  ['zh', '简体中文', 'Chinese (Simplified)', 'CN'],
  ['zh-TW', '繁體中文', 'Chinese (Traditional)', 'TW'],
  ['ja', '日本語', 'Japanese', 'JP'],
  ['ko', '한국어', 'Korean', 'KR'],
  ['th', 'ไทย', 'Thai', 'TH'],
  ['vi', 'Tiếng Việt', 'Vietnamese', 'VN'],
  ['fil', 'Filipino', 'Filipino', 'PH'],
  ['id', 'Bahasa Indonesia', 'Indonesian', 'ID'],
  ['ms', 'Bahasa Melayu', 'Malay', 'MY'],
  ['my', 'မြန်မာ', 'Burmese', 'MM'],
  ['km', 'ខ្មែរ', 'Khmer', 'KH'],
  ['lo', 'ລາວ', 'Lao', 'LA'],
  ['hi', 'हिन्दी', 'Hindi', 'IN'],
  ['bn', 'বাংলা', 'Bengali', 'BD'],
  ['ta', 'தமிழ்', 'Tamil', 'LK'],
  ['te', 'తెలుగు', 'Telugu', 'IN'],
  ['ur', 'اردو', 'Urdu', 'PK'],
  ['ne', 'नेपाली', 'Nepali', 'NP'],
  ['es', 'Español', 'Spanish', 'ES'],
  ['pt', 'Português', 'Portuguese', 'BR'],
  ['fr', 'Français', 'French', 'FR'],
  ['de', 'Deutsch', 'German', 'DE'],
  ['it', 'Italiano', 'Italian', 'IT'],
  ['ru', 'Русский', 'Russian', 'RU'],
  ['tr', 'Türkçe', 'Turkish', 'TR'],
  ['ar', 'العربية', 'Arabic', 'SA'],
  ['fa', 'فارسی', 'Persian', 'IR'],
  ['pl', 'Polski', 'Polish', 'PL'],
  ['uk', 'Українська', 'Ukrainian', 'UA'],
];

const REGIONAL_INDICATOR_A = 0x1f1e6;

function flagEmoji(region: string): string {
  return String.fromCodePoint(
    ...[...region].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65),
  );
}

export const LANGUAGES: readonly LanguageInfo[] = ROWS.map(
  ([code, nativeName, englishName, region]) => ({
    code,
    nativeName,
    englishName,
    flag: flagEmoji(region),
    platformCode: code.toUpperCase().replace('-', '_'),
    rtl: RTL_LANGUAGES.includes(code),
  }),
);

const BY_CODE = new Map(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  const info = BY_CODE.get(code);
  if (!info) throw new Error(`Unknown language code "${code}"`);
  return info;
}

export const platformLanguageCode = (code: LanguageCode): string => languageInfo(code).platformCode;

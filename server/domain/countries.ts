import type { CountryCode } from '../../schema/registration.schema';
import { COUNTRY_CODES } from '../../schema/registration.schema';
import type { Tenant } from '../../schema/tenant';

const COUNTRIES: Record<CountryCode, { countryName: string; dialingCode: string }> = {
  BR: { countryName: 'Brazil', dialingCode: '55' },
  PH: { countryName: 'Philippines', dialingCode: '63' },
  TH: { countryName: 'Thailand', dialingCode: '66' },
  VN: { countryName: 'Vietnam', dialingCode: '84' },
  ID: { countryName: 'Indonesia', dialingCode: '62' },
  MY: { countryName: 'Malaysia', dialingCode: '60' },
  SG: { countryName: 'Singapore', dialingCode: '65' },
  IN: { countryName: 'India', dialingCode: '91' },
  CN: { countryName: 'China', dialingCode: '86' },
  HK: { countryName: 'Hong Kong', dialingCode: '852' },
  TW: { countryName: 'Taiwan', dialingCode: '886' },
  JP: { countryName: 'Japan', dialingCode: '81' },
  KR: { countryName: 'South Korea', dialingCode: '82' },
  KH: { countryName: 'Cambodia', dialingCode: '855' },
  LA: { countryName: 'Laos', dialingCode: '856' },
  MM: { countryName: 'Myanmar', dialingCode: '95' },
  BD: { countryName: 'Bangladesh', dialingCode: '880' },
  PK: { countryName: 'Pakistan', dialingCode: '92' },
  NP: { countryName: 'Nepal', dialingCode: '977' },
  US: { countryName: 'United States', dialingCode: '1' },
  MX: { countryName: 'Mexico', dialingCode: '52' },
  AR: { countryName: 'Argentina', dialingCode: '54' },
  CO: { countryName: 'Colombia', dialingCode: '57' },
  PT: { countryName: 'Portugal', dialingCode: '351' },
  ES: { countryName: 'Spain', dialingCode: '34' },
  GB: { countryName: 'United Kingdom', dialingCode: '44' },
};

/** Guess for tenants without `registration.country`, from the default language. */
const BY_LANGUAGE: Partial<Record<string, CountryCode>> = {
  pt: 'BR',
  fil: 'PH',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  ms: 'MY',
  hi: 'IN',
  zh: 'CN',
  'zh-TW': 'TW',
  ja: 'JP',
  ko: 'KR',
  km: 'KH',
  lo: 'LA',
  my: 'MM',
  bn: 'BD',
  ur: 'PK',
  ne: 'NP',
  es: 'ES',
};

export function tenantCountry(tenant: Tenant): CountryCode {
  return tenant.registration.country ?? BY_LANGUAGE[tenant.languages.default] ?? 'US';
}

export function dialingCodeOf(country: CountryCode): string {
  return COUNTRIES[country].dialingCode;
}

/** `GET /wps/system/country`: every known country, the tenant's own first. */
export function countryList(tenant: Tenant) {
  const own = tenantCountry(tenant);
  return [own, ...COUNTRY_CODES.filter((code) => code !== own)].map((countryCode) => ({
    countryCode,
    ...COUNTRIES[countryCode],
  }));
}

const KNOWN_DIALING_CODES = new Set(Object.values(COUNTRIES).map((entry) => entry.dialingCode));

/** `55` or `+55` → `55`; absent → the tenant's own; unknown → undefined. */
export function normalizeDialingCode(tenant: Tenant, raw: unknown): string | undefined {
  if (raw === undefined || raw === null || String(raw).trim() === '')
    return dialingCodeOf(tenantCountry(tenant));
  const code = String(raw).trim().replace(/^\+/, '');
  return KNOWN_DIALING_CODES.has(code) ? code : undefined;
}

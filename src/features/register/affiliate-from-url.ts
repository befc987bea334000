import { storage } from '../../lib/storage';

/** An invitation code that arrived in the URL (protocol.md §6), kept for the register form. */
export interface StoredAffiliate {
  code: string;
  /** The `domain` parameter of the affiliate link, else this site's host name. */
  domain: string;
  /** The platform accepted it on arrival: the form does not check it again. */
  validated: boolean;
}

const CODE_PARAMS = ['affiliateCode', 'r', 'referralCode'] as const;

export function affiliateFromSearch(
  search: URLSearchParams,
): Omit<StoredAffiliate, 'validated'> | null {
  const code = CODE_PARAMS.map((name) => search.get(name)?.trim()).find(Boolean);
  if (!code) return null;
  return { code, domain: search.get('domain')?.trim() || window.location.hostname };
}

const isStoredAffiliate = (value: unknown): value is StoredAffiliate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredAffiliate).code === 'string' &&
  typeof (value as StoredAffiliate).domain === 'string' &&
  typeof (value as StoredAffiliate).validated === 'boolean';

export const loadAffiliate = () => storage.getJson('affiliateCode', isStoredAffiliate);
export const saveAffiliate = (affiliate: StoredAffiliate) =>
  storage.setJson('affiliateCode', affiliate);

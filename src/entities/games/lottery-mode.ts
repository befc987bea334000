import type { VendorSorting } from './types';

export type PrizeMode = 'ELOTT' | 'LOTT';

/** Vendors whose presence in the ELOTT category turns on the ELOTT prize mode (spec §4). */
const ELOTT_MODE_VENDORS = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * Spec §4: "Prize mode becomes ELOTT if the ELOTT setting has TCG_LOTTO_VN or LOTT enabled, else
 * LOTT." The platform's ELOTT setting is read as the vendors enabled for the ELOTT category in the
 * vendor sorting (the site's only per-category vendor switch).
 */
export function lotteryPrizeMode(sorting: VendorSorting | undefined): PrizeMode {
  const elottVendors = sorting?.vendorNames.ELOTT ?? [];
  return elottVendors.some((vendor) => ELOTT_MODE_VENDORS.has(vendor.vassalage)) ? 'ELOTT' : 'LOTT';
}

/** The prize mode a lottery page shows: `?prizeMode=` of its URL, else the site's (spec §4). */
export const pagePrizeMode = (
  asked: string | null,
  sorting: VendorSorting | undefined,
): PrizeMode => (asked === 'LOTT' || asked === 'ELOTT' ? asked : lotteryPrizeMode(sorting));

/** Where a lottery launch goes: the lottery page in the site's prize mode. */
export const lotteryPath = (mode: PrizeMode) => `/m/moreLottery?prizeMode=${mode}`;

import { COCKFIGHT_VENDOR, ESPORTS_VENDOR, type Vendor, type VendorSorting } from './types';

/** One tab of the category menu with its vendors in server order. */
export interface MenuCategory {
  id: string;
  vendors: Vendor[];
}

const insertAfter = (list: MenuCategory[], anchor: string, item: MenuCategory) => {
  const at = list.findIndex((category) => category.id === anchor);
  if (at === -1) list.push(item);
  else list.splice(at + 1, 0, item);
};

/**
 * The category menu of spec §2: server order, HOT first (added when missing), the e-sports vendor
 * split out of SPORTS as ESPORTS right after it, and the cockfight vendor as COCKFIGHT after RNG.
 */
export function menuCategories(sorting: VendorSorting | undefined): MenuCategory[] {
  const order = sorting?.gameCategory ?? [];
  const vendorsOf = (id: string) => sorting?.vendorNames[id] ?? [];
  const isSplit = (vendor: Vendor) =>
    vendor.vassalage === ESPORTS_VENDOR || vendor.vassalage === COCKFIGHT_VENDOR;
  const menu: MenuCategory[] = order
    .filter((id) => id !== 'ESPORTS' && id !== 'COCKFIGHT')
    .map((id) => ({
      id,
      vendors: id === 'SPORTS' ? vendorsOf(id).filter((v) => !isSplit(v)) : vendorsOf(id),
    }));
  const sports = [...vendorsOf('SPORTS'), ...vendorsOf('ESPORTS'), ...vendorsOf('COCKFIGHT')];
  const esports = sports.filter((vendor) => vendor.vassalage === ESPORTS_VENDOR);
  const cockfight = sports.filter((vendor) => vendor.vassalage === COCKFIGHT_VENDOR);
  if (esports.length > 0) insertAfter(menu, 'SPORTS', { id: 'ESPORTS', vendors: esports });
  if (cockfight.length > 0) insertAfter(menu, 'RNG', { id: 'COCKFIGHT', vendors: cockfight });
  const withoutEmptySports = menu.filter(
    (category) => category.id !== 'SPORTS' || category.vendors.length > 0,
  );
  const hot = withoutEmptySports.find((category) => category.id === 'HOT') ?? {
    id: 'HOT',
    vendors: [],
  };
  return [hot, ...withoutEmptySports.filter((category) => category !== hot)];
}

/**
 * The vendors a game list of `gameType` offers: its menu category's, or the SPORTS ones split out
 * of it.
 */
export function listVendors(sorting: VendorSorting | undefined, gameType: string): Vendor[] {
  const own = menuCategories(sorting).find((category) => category.id === gameType)?.vendors;
  return own ?? sorting?.vendorNames[gameType] ?? [];
}

/** What a category shows on home (spec §2 "Content"). */
export type CategoryContent = 'hotGames' | 'gameList' | 'inhouse' | 'vendorTiles';

const GAME_LIST_TYPES = new Set(['RNG', 'PVP', 'LIVE', 'FISH']);

export function categoryContent(id: string): CategoryContent {
  if (id === 'HOT') return 'hotGames';
  if (GAME_LIST_TYPES.has(id)) return 'gameList';
  if (id === 'INHOUSE') return 'inhouse';
  return 'vendorTiles';
}

/** Lottery categories launch into the lottery pages rather than a vendor's game. */
export const isLotteryCategory = (id: string) => id === 'ELOTT' || id === 'LOTT';

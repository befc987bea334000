import { describe, expect, it } from 'vitest';

import { categoryContent, menuCategories } from '../../../src/entities/games/categories';
import type { Vendor, VendorSorting } from '../../../src/entities/games/types';
import { wireVendor as vendor } from './games-double';

const sorting = (vendorNames: Record<string, Vendor[]>): VendorSorting => ({
  gameCategory: Object.keys(vendorNames),
  vendorNames,
});

describe('menuCategories', () => {
  it('puts HOT first when the server list lacks it', () => {
    const ids = menuCategories(
      sorting({ LIVE: [vendor('EVO', 'LIVE')], RNG: [vendor('PG', 'RNG')] }),
    ).map((c) => c.id);
    expect(ids).toEqual(['HOT', 'LIVE', 'RNG']);
  });

  it('moves a server-sent HOT to the front', () => {
    const ids = menuCategories(sorting({ RNG: [vendor('PG', 'RNG')], HOT: [] })).map((c) => c.id);
    expect(ids).toEqual(['HOT', 'RNG']);
  });

  it('splits TF out of SPORTS as ESPORTS right after it, and DS88 as COCKFIGHT after RNG', () => {
    const menu = menuCategories(
      sorting({
        SPORTS: [vendor('SABA', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('DS88', 'SPORTS')],
        LIVE: [vendor('EVO', 'LIVE')],
        RNG: [vendor('PG', 'RNG')],
        FISH: [vendor('JDB', 'FISH')],
      }),
    );
    expect(menu.map((c) => c.id)).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'RNG',
      'COCKFIGHT',
      'FISH',
    ]);
    expect(menu.find((c) => c.id === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['SABA']);
    expect(menu.find((c) => c.id === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['TF']);
  });

  it('drops SPORTS when only split vendors were in it, and appends COCKFIGHT when there is no RNG', () => {
    const ids = menuCategories(sorting({ SPORTS: [vendor('DS88', 'SPORTS')], LIVE: [] })).map(
      (c) => c.id,
    );
    expect(ids).toEqual(['HOT', 'LIVE', 'COCKFIGHT']);
  });

  it('still offers HOT before the sorting list arrives', () => {
    expect(menuCategories(undefined)).toEqual([{ id: 'HOT', vendors: [] }]);
  });
});

describe('categoryContent', () => {
  it('maps every category to the content spec §2 names', () => {
    expect(
      ['HOT', 'RNG', 'PVP', 'LIVE', 'FISH', 'INHOUSE', 'SPORTS', 'ELOTT', 'COCKFIGHT'].map(
        categoryContent,
      ),
    ).toEqual([
      'hotGames',
      'gameList',
      'gameList',
      'gameList',
      'gameList',
      'inhouse',
      'vendorTiles',
      'vendorTiles',
      'vendorTiles',
    ]);
  });
});

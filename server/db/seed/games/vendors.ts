/** The seeded vendors (invented studios), in menu order within their server category. */
export interface VendorSeed {
  /** The platform's vendor code ("vassalage"). */
  code: string;
  category: 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'ELOTT' | 'LOTT' | 'INHOUSE';
  displayName: string;
  /** How many games the generator makes for it (lobby vendors list their named games instead). */
  games: number;
}

/** Server categories in the order `GCSGAME_getVendorSorting` answers them. */
export const SERVER_CATEGORIES = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'ELOTT',
  'LOTT',
  'INHOUSE',
] as const;

export const VENDORS: VendorSeed[] = [
  { code: 'SBK', category: 'SPORTS', displayName: 'Stadium Book', games: 4 },
  { code: 'KCK', category: 'SPORTS', displayName: 'KickOff Sports', games: 3 },
  { code: 'TF', category: 'SPORTS', displayName: 'TF E-Sports', games: 3 },
  { code: 'DS88', category: 'SPORTS', displayName: 'DS88 Sabong', games: 2 },
  { code: 'AUR', category: 'LIVE', displayName: 'Aurora Live', games: 30 },
  { code: 'VLV', category: 'LIVE', displayName: 'Velvet Dealer', games: 24 },
  { code: 'MRB', category: 'LIVE', displayName: 'Marble Room', games: 20 },
  { code: 'PXG', category: 'RNG', displayName: 'Pixel Gold', games: 84 },
  { code: 'JDG', category: 'RNG', displayName: 'Jade Dragon Games', games: 78 },
  { code: 'SPL', category: 'RNG', displayName: 'Star Pulse', games: 72 },
  { code: 'NLX', category: 'RNG', displayName: 'Neon Lynx', games: 66 },
  { code: 'RTD', category: 'RNG', displayName: 'Ruby Tide', games: 60 },
  { code: 'HNB', category: 'RNG', displayName: 'Honeybee Slots', games: 56 },
  { code: 'OCF', category: 'FISH', displayName: 'Ocean Fin', games: 18 },
  { code: 'DPC', category: 'FISH', displayName: 'Deep Catch', games: 14 },
  { code: 'PKR', category: 'PVP', displayName: 'Poker River', games: 24 },
  { code: 'ACE', category: 'PVP', displayName: 'Ace Table', games: 20 },
  { code: 'TCG_LOTTO_VN', category: 'ELOTT', displayName: 'Lotto VN', games: 8 },
  { code: 'LTH', category: 'LOTT', displayName: 'Lotto Hub', games: 10 },
  { code: 'LKD', category: 'LOTT', displayName: 'Lucky Draw Lottery', games: 6 },
  { code: 'IHG', category: 'INHOUSE', displayName: 'House Originals', games: 16 },
];

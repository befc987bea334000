/** Word pools the catalogue generator combines into invented game names. */
const words = (text: string) => text.trim().split(/\s+/);

export const SLOT_THEMES = words(`
  Fortune Golden Lucky Mystic Wild Royal Dragon Jungle Cosmic Pharaoh Samurai Viking Aztec Candy
  Neon Thunder Crystal Phoenix Tiger Panda Koi Lotus Pirate Frozen Volcano Emerald Sapphire Ruby
  Midnight Sunset Carnival Safari Ocean Desert Jade Silver Magic Rainbow Galaxy Zodiac
`);

export const SLOT_NOUNS = words(`
  Riches Treasure Gems Spins Kingdom Quest Empire Legends Bonanza Fever Temple Palace Garden
  Reels Gold Nights Rush Party Blitz Wonders Warriors Wishes Cascade Heist Festival Dynasty
  Secrets Voyage Harvest Charms Blaze Express Dreams Tales Crown Storm Moon Mania Vault Island
`);

export const CLASSIC_NAMES = [
  'Lucky 7s',
  'Triple Bars',
  'Hot Cherries',
  'Diamond Line',
  'Fruit Stand',
  'Bell Ringer',
  'Double Sevens',
  'Retro Reels',
  'Joker Classic',
  'Star Fruits',
  'Wild Bells',
  'Five Lines',
] as const;

export const FISH_PREFIXES = words(`
  Ocean Dragon Golden Shark Mermaid Kraken Lucky Royal Thunder Coral Jackpot Neon Arctic Pirate
  Monster Treasure
`);
export const FISH_NOUNS = words(`
  Fishing Hunter Catch Reef Bounty King Party Blast
`);

/** Live tables: the name and its classify values. */
export const LIVE_TABLES: ReadonlyArray<readonly [string, string]> = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Auto Roulette', 'ROULETTE'],
  ['Blackjack', 'BLACKJACK'],
  ['Dragon Tiger', 'BACCARAT'],
  ['Sic Bo', 'DICE'],
  ['Fan Tan', 'DICE'],
  ['Money Wheel', 'GAMESHOW'],
  ['Andar Bahar', 'CARD'],
  ['Casino Hold’em', 'CARD'],
  ['Color Game', 'GAMESHOW'],
];

export const PVP_TABLES: ReadonlyArray<readonly [string, string]> = [
  ['Texas Hold’em', 'POKER'],
  ['Omaha', 'POKER'],
  ['Short Deck', 'POKER'],
  ['Three Card Poker', 'POKER'],
  ['Teen Patti', 'CARD'],
  ['Rummy', 'CARD'],
  ['Tongits', 'CARD'],
  ['Pusoy Dos', 'CARD'],
  ['Bull Bull', 'CARD'],
  ['Mahjong Duel', 'MAHJONG'],
];
export const PVP_STAKES = words(`
  Micro Low Mid High VIP
`);

/** Named games of lobby vendors (sports books, lottery) and in-house games. */
export const NAMED_GAMES: Record<string, readonly string[]> = {
  SBK: ['Stadium Sportsbook', 'Virtual Football', 'Virtual Basketball', 'Horse Racing'],
  KCK: ['KickOff Sportsbook', 'KickOff In-Play', 'Virtual Tennis'],
  TF: ['TF E-Sports Lobby', 'Battle Arena Cup', 'Tactical Shooter League'],
  DS88: ['DS88 Sabong Arena', 'Derby Cockfight'],
  TCG_LOTTO_VN: [
    'Easy 5D',
    'Fast 3',
    'Lucky 28',
    'Keno 80',
    'Pick 3 Express',
    'Mega 6/45',
    'Super 6/55',
    'Daily 4D',
  ],
  LTH: [
    'Lotto 6/42',
    'Grand Lotto 6/55',
    'Ultra Lotto 6/58',
    'Swertres 3D',
    'EZ2 2D',
    '4D Draw',
    'Power 5/35',
    'Quick Pick 10',
    'Saturday Draw',
    'Midweek Draw',
  ],
  LKD: [
    'Lucky Wheel Draw',
    'Golden Ball 5/39',
    'Ten Minute Draw',
    'Evening 4D',
    'Morning 3D',
    'Jackpot 7/49',
  ],
  IHG: [
    'Crash Rocket',
    'Mines',
    'Plinko',
    'Dice',
    'Limbo',
    'Hi-Lo',
    'Keno Blitz',
    'Tower',
    'Coin Flip',
    'Wheel of Luck',
    'Double Up',
    'Jet Runner',
    'Goal Rush',
    'Chicken Cross',
    'Card Flip',
    'Stairs',
  ],
};

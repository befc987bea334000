import {
  CLASSIC_NAMES,
  FISH_NOUNS,
  FISH_PREFIXES,
  LIVE_TABLES,
  NAMED_GAMES,
  PVP_STAKES,
  PVP_TABLES,
  SLOT_NOUNS,
  SLOT_THEMES,
} from './names';
import { pick, seededRandom } from './random';
import { VENDORS, type VendorSeed } from './vendors';

/** One generated game; the same for every tenant (ids differ per database). */
export interface GameSeed {
  nodeId: string;
  gameCode: string;
  roomId: string;
  vassalage: string;
  gameType: string;
  classify: string[];
  name: string;
  minBet: number;
  minLine: number;
  isNew: boolean;
  isHot: boolean;
  playKind: 'slot' | 'table' | 'lobby';
  sort: number;
}

type Draft = Pick<GameSeed, 'name' | 'classify' | 'minBet' | 'minLine'>;

const SLOT_BETS = [0.01, 0.01, 0.05, 0.1, 0.1, 0.2, 0.5, 0.75, 1, 2, 5];
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243];
const LIVE_BETS = [1, 2, 5, 10, 25];

function slotDraft(random: () => number, taken: Set<string>): Draft {
  const roll = random();
  const kind =
    roll < 0.5 ? 'VIDEO' : roll < 0.65 ? 'CLASSIC' : roll < 0.82 ? 'MEGAWAYS' : 'JACKPOT';
  let name = '';
  while (!name || taken.has(name)) {
    const base =
      kind === 'CLASSIC' && random() < 0.5
        ? pick(random, CLASSIC_NAMES)
        : `${pick(random, SLOT_THEMES)} ${pick(random, SLOT_NOUNS)}`;
    name = kind === 'MEGAWAYS' ? `${base} Megaways` : kind === 'JACKPOT' ? `${base} Jackpot` : base;
    if (taken.has(name)) name = `${name} ${Math.floor(random() * 9) + 2}`;
  }
  const classify = kind === 'JACKPOT' ? ['JACKPOT', 'VIDEO'] : [kind];
  const minLine = kind === 'MEGAWAYS' ? 1 : pick(random, SLOT_LINES);
  return { name, classify, minBet: pick(random, SLOT_BETS), minLine };
}

function fishDraft(random: () => number, taken: Set<string>): Draft {
  let name = '';
  while (!name || taken.has(name))
    name = `${pick(random, FISH_PREFIXES)} ${pick(random, FISH_NOUNS)}`;
  return { name, classify: ['FISHING'], minBet: pick(random, [0.01, 0.1, 0.5, 1]), minLine: 1 };
}

function tableDraft(vendor: VendorSeed, index: number, random: () => number): Draft {
  if (vendor.category === 'PVP') {
    const [table, classify] = PVP_TABLES[index % PVP_TABLES.length] ?? ['Poker', 'POKER'];
    const stake = Math.floor(index / PVP_TABLES.length) % PVP_STAKES.length;
    const name = `${table} ${PVP_STAKES[stake]}`;
    return {
      name,
      classify: ['TABLE', classify],
      minBet: [0.1, 0.5, 1, 5, 20][stake] ?? 1,
      minLine: 1,
    };
  }
  const [table, classify] = LIVE_TABLES[index % LIVE_TABLES.length] ?? ['Baccarat', 'BACCARAT'];
  const round = Math.floor(index / LIVE_TABLES.length) + 1;
  const name = `${vendor.displayName.split(' ')[0]} ${table}${round > 1 ? ` ${round}` : ''}`;
  return { name, classify: ['TABLE', classify], minBet: pick(random, LIVE_BETS), minLine: 1 };
}

function namedDraft(vendor: VendorSeed, index: number): Draft {
  const name = NAMED_GAMES[vendor.code]?.[index] ?? `${vendor.displayName} ${index + 1}`;
  const inhouse = vendor.category === 'INHOUSE';
  const classify = inhouse ? [/crash|rocket|jet/i.test(name) ? 'CRASH' : 'INSTANT'] : ['LOBBY'];
  const minBet = inhouse ? (index % 2 ? 0.1 : 0.01) : vendor.category === 'SPORTS' ? 1 : 0.5;
  return { name, classify, minBet, minLine: 1 };
}

const PLAY_KIND: Record<VendorSeed['category'], GameSeed['playKind']> = {
  RNG: 'slot',
  FISH: 'slot',
  INHOUSE: 'slot',
  LIVE: 'table',
  PVP: 'table',
  SPORTS: 'lobby',
  ELOTT: 'lobby',
  LOTT: 'lobby',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function vendorGames(vendor: VendorSeed, firstNode: number): GameSeed[] {
  const random = seededRandom(vendor.code);
  const taken = new Set<string>();
  const games: GameSeed[] = [];
  for (let index = 0; index < vendor.games; index++) {
    const draft =
      vendor.category === 'RNG'
        ? slotDraft(random, taken)
        : vendor.category === 'FISH'
          ? fishDraft(random, taken)
          : vendor.category === 'LIVE' || vendor.category === 'PVP'
            ? tableDraft(vendor, index, random)
            : namedDraft(vendor, index);
    taken.add(draft.name);
    const gameCode = `${vendor.code.toLowerCase()}-${slug(draft.name)}`;
    games.push({
      ...draft,
      nodeId: String(firstNode + index),
      gameCode,
      roomId: `${vendor.code}_${String(index + 1).padStart(3, '0')}`,
      vassalage: vendor.code,
      gameType: vendor.category,
      // The first games of each vendor are its showcase: hot and new marks cluster there.
      isNew: index % 7 === 1 || random() < 0.06,
      isHot: index < 3 || random() < 0.05,
      playKind: PLAY_KIND[vendor.category],
      sort: index,
    });
  }
  return games;
}

let cached: GameSeed[] | undefined;

/** The whole catalogue (deterministic, built once per process). Node ids are 100001, 100002, … */
export function gameCatalogue(): GameSeed[] {
  if (!cached) {
    let next = 100_001;
    cached = VENDORS.flatMap((vendor) => {
      const games = vendorGames(vendor, next);
      next += vendor.games;
      return games;
    });
  }
  return cached;
}

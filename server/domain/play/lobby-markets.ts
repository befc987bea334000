import type { LobbyOutcome } from '../../../contract/demo-games';
import { applyRateRounded, minor, type Minor } from '../../../contract/money';
import { type OutcomeSource, pickWeighted } from './outcome-source';

/**
 * The demo "lobby" (sports books, e-sports, cockfight, lottery vendors): a few fixed-odds markets,
 * each settled at once by its own draw. Odds are 95 % of the fair price, rounded down to cents.
 */
export interface MarketOption {
  id: string;
  label: string;
  weight: number;
  odds: number;
}

export interface Market {
  id: string;
  title: string;
  options: MarketOption[];
}

const RETURN_SHARE = 0.95;

function market(id: string, title: string, options: Array<[string, string, number]>): Market {
  const total = options.reduce((sum, [, , weight]) => sum + weight, 0);
  return {
    id,
    title,
    options: options.map(([optionId, label, weight]) => ({
      id: optionId,
      label,
      weight,
      odds: Math.floor((RETURN_SHARE * total * 100) / weight) / 100,
    })),
  };
}

const match = (id: string, home: string, away: string, weights: [number, number, number]) =>
  market(id, `${home} vs ${away}`, [
    ['home', home, weights[0]],
    ['draw', 'Draw', weights[1]],
    ['away', away, weights[2]],
  ]);

const duel = (id: string, first: string, second: string, weights: [number, number]) =>
  market(id, `${first} vs ${second}`, [
    ['first', first, weights[0]],
    ['second', second, weights[1]],
  ]);

const SPORTS = [
  match('m1', 'Rio Falcons', 'Manila Sharks', [45, 27, 28]),
  match('m2', 'Lisbon Royals', 'Cebu Tigers', [38, 28, 34]),
  match('m3', 'Porto Kings', 'Davao Eagles', [52, 25, 23]),
];
const ESPORTS = [
  duel('e1', 'Team Nova', 'Iron Wolves', [55, 45]),
  duel('e2', 'Shadow Five', 'Red Comets', [48, 52]),
];
const COCKFIGHT = [
  market('f1', 'Fight 1', [
    ['meron', 'Meron', 48],
    ['wala', 'Wala', 48],
    ['draw', 'Draw', 4],
  ]),
];
const digits = Array.from({ length: 10 }, (_, n): [string, string, number] => [`${n}`, `${n}`, 1]);
const LUCKY_BALL = [
  market('size', 'Lucky ball: size', [
    ['small', 'Small (0-4)', 5],
    ['big', 'Big (5-9)', 5],
  ]),
  market('parity', 'Lucky ball: odd or even', [
    ['odd', 'Odd', 5],
    ['even', 'Even', 5],
  ]),
  market('number', 'Lucky ball: number', digits),
];

/** The markets of a lobby game, by vendor and game type. */
export function lobbyMarkets(game: { vassalage: string; gameType: string }): Market[] {
  if (game.vassalage === 'DS88') return COCKFIGHT;
  if (game.vassalage === 'TF') return ESPORTS;
  return game.gameType === 'SPORTS' ? SPORTS : LUCKY_BALL;
}

/** `choice` is `<market id>:<option id>`; undefined when no such pick exists in these markets. */
export function findPick(markets: Market[], choice: unknown) {
  if (typeof choice !== 'string') return undefined;
  const [marketId, optionId] = choice.split(':');
  const found = markets.find((item) => item.id === marketId);
  const option = found?.options.find((item) => item.id === optionId);
  return found && option ? { market: found, option } : undefined;
}

export function settleLobbyPick(
  source: OutcomeSource,
  bet: Minor,
  pick: { market: Market; option: MarketOption },
): { win: Minor; outcome: LobbyOutcome } {
  const result = pickWeighted(source, pick.market.options);
  const won = result.id === pick.option.id;
  return {
    win: won ? applyRateRounded(bet, pick.option.odds) : minor(0),
    outcome: {
      market: pick.market.id,
      pick: pick.option.id,
      result: result.id,
      odds: pick.option.odds,
    },
  };
}

/**
 * The lottery gateway `/lgw` (docs/api.md, "Lottery"): the catalogue of games. Every answer is raw
 * JSON (no envelope); errors are `{ errorCode, message, ...details }` with a non-2xx status. Times
 * are epoch ms, amounts numbers in the tenant's currency. Draws and results: lottery-draws.ts;
 * betting and orders: lottery-orders.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { boundedInteger, idInteger } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
const prizeMode = oneOf(...PRIZE_MODES);
export type LotteryPrizeMode = FromSchema<typeof prizeMode>;

const currentProperties = {
  gameId: integer,
  numero: string,
  openAt: number,
  closeAt: number,
  drawAt: number,
  /** The game's clock: count down from `closeInMs` locally. */
  serverTime: number,
  closeInMs: number,
  drawInMs: number,
} as const;

/** The numero open for betting. */
export const currentSchema = record(currentProperties);
export type Current = FromSchema<typeof currentSchema>;

/** The 27 numbers of a Vietnamese (northern) draw by prize tier. */
const drawTiers = record({
  special: array(string),
  first: array(string),
  second: array(string),
  third: array(string),
  fourth: array(string),
  fifth: array(string),
  sixth: array(string),
  seventh: array(string),
});
export type DrawTiers = FromSchema<typeof drawTiers>;

/** A drawn numero: digit games add `sum`, `bigSmall`, `oddEven`; Vietnamese games `tiers`. */
export const drawSchema = object(
  {
    gameId: integer,
    numero: string,
    drawAt: number,
    result: array(string),
    sum: integer,
    bigSmall: oneOf('BIG', 'SMALL'),
    oddEven: oneOf('ODD', 'EVEN'),
    tiers: drawTiers,
  },
  ['gameId', 'numero', 'drawAt', 'result'],
);
export type Draw = FromSchema<typeof drawSchema>;

const scheduleProperties = {
  drawEvery: oneOf('interval', 'daily'),
  /** Interval games. */
  intervalSeconds: integer,
  /** Daily games: `HH:MM` UTC. */
  drawTimeUtc: string,
  /** Betting closes this long before the draw. */
  closeSeconds: integer,
} as const;

const gameProperties = {
  gameId: integer,
  code: string,
  name: string,
  groupId: string,
  prizeMode,
  /** The platform vendor: TCG_LOTTO_VN marks the Vietnamese games. */
  vendor: string,
  ...scheduleProperties,
  current: currentSchema,
  last: drawSchema,
} as const;
const GAME_FIELDS = [
  'gameId',
  'code',
  'name',
  'groupId',
  'prizeMode',
  'vendor',
  'drawEvery',
  'closeSeconds',
  'current',
  'last',
] as const;

/** A game in lists: identity, schedule, open numero and last result. */
const game = object(gameProperties, GAME_FIELDS);
export type LotteryGame = FromSchema<typeof game>;

const group = record({ groupId: string, groupName: string, prizeMode, games: array(game) });
export type LotteryGroup = FromSchema<typeof group>;

const popularGame = object({ ...gameProperties, orders24h: integer }, [
  ...GAME_FIELDS,
  'orders24h',
]);
export type PopularLotteryGame = FromSchema<typeof popularGame>;

/** How the client lets a player pick a bet's content. */
const picker = {
  anyOf: [
    record({
      type: oneOf('positions'),
      positions: array(string),
      digits: array(string),
      everyPosition: boolean,
    }),
    record({ type: oneOf('options'), options: array(string) }),
    record({ type: oneOf('numbers'), width: integer, count: integer }),
  ],
} as const;
export type Picker = FromSchema<typeof picker>;

const play = record({
  playId: string,
  name: string,
  /** In plain English; the client shows its own translation, keyed by playId. */
  rule: string,
  picker,
  /** Paid per winning single bet, as a multiple of the stake. */
  odds: number,
  /** Return to player, in percent. */
  rtp: number,
  singleBetPrice: number,
  enabled: boolean,
});
export type Play = FromSchema<typeof play>;

const playMenu = record({
  gameId: integer,
  switches: record({ quickPick: boolean, manualInput: boolean, cancelBeforeClose: boolean }),
  plays: array(play),
});
export type PlayMenu = FromSchema<typeof playMenu>;

/** Betting limits of a game, with its schedule. */
const setting = object(
  {
    gameId: integer,
    modes: array(oneOf('pick', 'input')),
    /** Allowed prices of one single bet. */
    units: array(number),
    minMultiple: integer,
    maxMultiple: integer,
    /** Per bet row. */
    maxBetAmount: number,
    /** Per bet row: the most it could win on any result. */
    maxWinAmount: number,
    maxBetsPerSlip: integer,
    defaultUnit: number,
    ...scheduleProperties,
  },
  [
    'gameId',
    'modes',
    'units',
    'minMultiple',
    'maxMultiple',
    'maxBetAmount',
    'maxWinAmount',
    'maxBetsPerSlip',
    'defaultUnit',
    'drawEvery',
    'closeSeconds',
  ],
);
export type LotterySetting = FromSchema<typeof setting>;

/** The game lists' filter; `limit` is read by the popular list only. */
const prizeModeQuery = object({ prizeMode, limit: boundedInteger(1, 50) });
export const gameParams = object({ id: idInteger }, ['id']);

/** `GET /lgw/games?prizeMode=`: the games (of a prize mode) in catalogue groups. */
export const getLotteryGames = endpoint({
  method: 'GET',
  path: '/lgw/games',
  auth: 'public',
  raw: true,
  query: prizeModeQuery,
  response: record({ prizeMode: nullable(prizeMode), serverTime: number, groups: array(group) }),
});

/** `GET /lgw/games/mobile?prizeMode=`: the games flat, in catalogue order. */
export const getMobileLotteryGames = endpoint({
  method: 'GET',
  path: '/lgw/games/mobile',
  auth: 'public',
  raw: true,
  query: prizeModeQuery,
  response: record({ serverTime: number, games: array(game) }),
});

/** `GET /lgw/games/popular?prizeMode=&limit=6`: most orders in 24 h first, then the house rank. */
export const getPopularLotteryGames = endpoint({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: 'public',
  raw: true,
  query: prizeModeQuery,
  response: record({ games: array(popularGame) }),
});

/** `GET /lgw/games/{id}`: one game. */
export const getLotteryGame = endpoint({
  method: 'GET',
  path: '/lgw/games/:id',
  auth: 'public',
  raw: true,
  params: gameParams,
  response: game,
});

/** `GET /lgw/games/{id}/play_menu`: the plays a game offers and its switches. */
export const getLotteryPlayMenu = endpoint({
  method: 'GET',
  path: '/lgw/games/:id/play_menu',
  auth: 'public',
  raw: true,
  params: gameParams,
  response: playMenu,
});

/** `GET /lgw/games/{id}/setting`: units, multiples and limits of a game. */
export const getLotterySetting = endpoint({
  method: 'GET',
  path: '/lgw/games/:id/setting',
  auth: 'public',
  raw: true,
  params: gameParams,
  response: setting,
});

import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { boundedInteger, singleLineText } from './inputs';
import { reportPage, reportQueryProperties } from './report';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/*
 * Launching games, the winners board and the bet history (docs/api.md "Playing games"); the demo
 * games' own API is in demo-games.ts.
 */

// ---- Inputs

/*
 * Inputs are closed objects: the server drops a parameter they do not name (Fastify's
 * `removeAdditional`) rather than refusing it.
 */
const launchQuery = object(
  {
    nodeId: { type: 'string', minLength: 1, maxLength: 64 },
    language: { type: 'string', pattern: '^[A-Za-z-]{0,8}$' },
    // Sent by the platform's clients (protocol.md §6), accepted and ignored.
    gameType: { type: 'string', maxLength: 32 },
    vassalage: { type: 'string', maxLength: 32 },
    /** The game's room id (spec §4 "Launching a game"). */
    gameId: { type: 'string', maxLength: 64 },
    platform: singleLineText(16),
    /** `GLS`. */
    launchMode: singleLineText(16),
    /** 1 real money, 0 free play. */
    accountType: boundedInteger(0, 99),
    supportPlay: singleLineText(16),
    showChoice: boolean,
  },
  ['nodeId'],
);

/** Spec §9: the winners board shows at most 20 rows. */
export const RANK_LIST_MAX = 20;

const rankQuery = object({
  /** `ALL` or a game type. */
  gameCategory: { type: 'string', pattern: '^[A-Z]{0,16}$', default: 'ALL' },
  /** Capped at RANK_LIST_MAX. */
  limitNum: { type: 'integer', minimum: 1, maximum: 1_000, default: RANK_LIST_MAX },
  language: { type: 'string', maxLength: 8 },
});

const betHistoryQuery = object({
  ...reportQueryProperties,
  gameType: { type: 'string', pattern: '^[A-Z]{1,16}$' },
});

// ---- Answers

/** The reference server sends both; the platform sends `content.game_url`, older ones only `url`. */
const launch = object({
  content: record({ game_url: string }),
  url: string,
});
export type LaunchAnswer = FromSchema<typeof launch>;

const winnerRow = record({
  vo: record({
    iconUrl: string,
    gameName: string,
    /** Masked: the first 2 characters, `***`, the last. */
    customerName: string,
    winAmount: number,
    nodeId: string,
    gameType: string,
    vendor: string,
  }),
});
/** One row of the winners board (spec §3 "Winner entry"). */
export type WinnerRow = FromSchema<typeof winnerRow>;

const bet = record({
  /** Unique within its source. */
  id: integer,
  /** Demo-game rounds and lottery orders share the history. */
  source: oneOf('game', 'lottery'),
  roundId: string,
  gameName: string,
  gameType: string,
  vassalage: string,
  nodeId: string,
  betAmount: number,
  winAmount: number,
  /** win − bet. */
  netAmount: number,
  /** Epoch ms. */
  betTime: number,
  /** Epoch ms; null while a lottery order is open. */
  settleTime: nullable(number),
  status: oneOf('settled', 'pending'),
});
export type Bet = FromSchema<typeof bet>;

const betFooter = record({ totalBet: number, totalWin: number, net: number });
/** Totals over the whole range, not just the page. */
export type BetFooter = FromSchema<typeof betFooter>;

const betHistoryPage = reportPage(bet, betFooter);
export type BetHistoryPage = FromSchema<typeof betHistoryPage>;

// ---- Endpoints

/** `GET /wps/game/launchGame` (launchMode GLS, real money): the demo game's URL, twice. */
export const launchGame = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'session',
  query: launchQuery,
  response: launch,
});

/** `GET /wps/relay/GCSGAME_getRankList`: the tenant's largest real wins, largest first. */
export const getRankList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: 'public',
  query: rankQuery,
  response: array(winnerRow),
});

/** `GET /wps/report/accountGameBetHistory`: the member's bets in the days asked, newest first. */
export const getBetHistory = endpoint({
  method: 'GET',
  path: '/wps/report/accountGameBetHistory',
  aliases: ['/wps/relay/ODSFE2_getBetHistory'],
  auth: 'session',
  query: betHistoryQuery,
  response: betHistoryPage,
});

import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { requestId } from './inputs';
import { array, integer, number, object, oneOf, record, string } from './schema';

/*
 * The small API of the reference server's demo games (docs/api.md "Playing games"): raw answers, no
 * envelope; the signed ticket of the launch URL is the only credential. Refusals are
 * `{ errorCode, message }` with HTTP 400 or 401.
 */

const ticket = { type: 'string', maxLength: 2000 } as const;

const stateQuery = object({ ticket }, ['ticket']);

const roundBody = object(
  {
    ticket,
    /** In whole cents, between the game's minimum bet and 10,000. */
    bet: { type: 'number', exclusiveMinimum: 0 },
    /** The client's idempotency key (a UUID). */
    roundId: requestId,
    /** Table games: `dragon | tiger | tie`; lobby games: `<market id>:<option id>`. */
    choice: { type: 'string', maxLength: 64 },
  },
  ['ticket', 'bet', 'roundId'],
);

// ---- Rules: what a demo page needs to draw its game

const dragonTigerChoice = oneOf('dragon', 'tiger', 'tie');
export type DragonTigerChoice = FromSchema<typeof dragonTigerChoice>;

const rulesBase = {
  nodeId: string,
  name: string,
  gameType: string,
  vassalage: string,
  iconUrl: string,
  minBet: number,
  maxBet: number,
} as const;

const slotRules = record({
  ...rulesBase,
  kind: oneOf('slot'),
  /** The `[row, column]` cells of each paying line. */
  lines: array(array(array(integer))),
  paytable: array(record({ symbol: string, count: integer, pay: number })),
});

const tableRules = record({
  ...rulesBase,
  kind: oneOf('table'),
  choices: array(dragonTigerChoice),
  /** Total return (stake included) per unit bet. */
  returns: record({ side: number, tie: number, sideOnTie: number }),
});

const lobbyRules = record({
  ...rulesBase,
  kind: oneOf('lobby'),
  markets: array(
    record({
      id: string,
      title: string,
      options: array(record({ id: string, label: string, odds: number })),
    }),
  ),
});

const gameRules = { anyOf: [slotRules, tableRules, lobbyRules] } as const;
export type GameRules = FromSchema<typeof gameRules>;

const gameState = record({ balance: number, currency: string, game: gameRules });
export type GameState = FromSchema<typeof gameState>;

// ---- Outcomes

const slotLineWin = record({ line: integer, symbol: string, count: integer, win: number });
export type SlotLineWin = FromSchema<typeof slotLineWin>;

const slotOutcome = record({
  /** Rows top to bottom, each left to right. */
  grid: array(array(string)),
  lines: array(slotLineWin),
});
export type SlotOutcome = FromSchema<typeof slotOutcome>;

const card = record({ rank: integer, suit: oneOf('S', 'H', 'C', 'D') });
export type Card = FromSchema<typeof card>;

const dragonTigerOutcome = record({
  dragon: card,
  tiger: card,
  result: dragonTigerChoice,
  choice: dragonTigerChoice,
});
export type DragonTigerOutcome = FromSchema<typeof dragonTigerOutcome>;

const lobbyOutcome = record({ market: string, pick: string, result: string, odds: number });
export type LobbyOutcome = FromSchema<typeof lobbyOutcome>;

const outcome = { anyOf: [slotOutcome, dragonTigerOutcome, lobbyOutcome] } as const;
export type Outcome = FromSchema<typeof outcome>;

const round = record({
  roundId: string,
  bet: number,
  win: number,
  outcome,
  /** The main account after the round. */
  balance: number,
});
export type Round = FromSchema<typeof round>;

// ---- Endpoints

/** `GET /demo-games/api/state?ticket=`: the wallet the game plays with and the game's rules. */
export const getDemoGameState = endpoint({
  method: 'GET',
  path: '/demo-games/api/state',
  auth: 'public',
  raw: true,
  query: stateQuery,
  response: gameState,
});

/** `POST /demo-games/api/round`: plays one round; the same round id again answers the first result. */
export const playDemoRound = endpoint({
  method: 'POST',
  path: '/demo-games/api/round',
  auth: 'public',
  raw: true,
  body: roundBody,
  response: round,
});

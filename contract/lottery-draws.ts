/** The lottery gateway `/lgw` (contract/lottery.ts): the open numero, results and statistics. */
import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { boundedInteger, idInteger } from './inputs';
import { currentSchema, drawSchema, gameParams } from './lottery';
import { array, integer, nullable, object, record, string } from './schema';

const limit = boundedInteger(1, 50);
const gameQuery = object({ gameId: idInteger }, ['gameId']);
const gameLimitQuery = object({ gameId: idInteger, limit }, ['gameId']);

/** `GET /lgw/numeros/current?gameId=`: the open numero and the last result (null before any). */
export const getCurrentNumero = endpoint({
  method: 'GET',
  path: '/lgw/numeros/current',
  auth: 'public',
  raw: true,
  query: gameQuery,
  response: record({ ...currentSchema.properties, last: nullable(drawSchema) }),
});

/** `GET /lgw/numeros/recent?gameId=&limit=20`: the latest draws, newest first. */
export const getRecentDraws = endpoint({
  method: 'GET',
  path: '/lgw/numeros/recent',
  auth: 'public',
  raw: true,
  query: gameLimitQuery,
  response: record({ gameId: integer, list: array(drawSchema) }),
});

/**
 * `GET /lgw/draw/{id}?numero=`: the draw (id: the game) of a numero (the latest without one); 404
 * `lottery.draw.pending` (with `drawAt`) before its time.
 */
export const getLotteryDraw = endpoint({
  method: 'GET',
  path: '/lgw/draw/:id',
  auth: 'public',
  raw: true,
  params: gameParams,
  query: object({ numero: { type: 'string', maxLength: 16 } }),
  response: drawSchema,
});

const hotGapPosition = record({
  /** `P1`, `P2`, … */
  position: string,
  digits: array(
    record({
      digit: string,
      /** Times drawn in this position within the sample. */
      hot: integer,
      /** Draws since it last came up here (the sample size when it did not). */
      gap: integer,
    }),
  ),
});
export type HotGapPosition = FromSchema<typeof hotGapPosition>;

/** `GET /lgw/stats/hot-gap?gameId=&limit=50`: per position, how often each digit came up. */
export const getHotGap = endpoint({
  method: 'GET',
  path: '/lgw/stats/hot-gap',
  auth: 'public',
  raw: true,
  query: gameLimitQuery,
  response: record({ gameId: integer, sample: integer, positions: array(hotGapPosition) }),
});

/** `GET /lgw/vn/results/recent?gameId=&limit=5`: the latest draws of the Vietnamese games. */
export const getVietnamResults = endpoint({
  method: 'GET',
  path: '/lgw/vn/results/recent',
  auth: 'public',
  raw: true,
  query: object({ gameId: idInteger, limit }),
  response: record({
    games: array(record({ gameId: integer, name: string, list: array(drawSchema) })),
  }),
});

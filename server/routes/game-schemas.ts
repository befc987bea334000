import type { FastifyRequest } from 'fastify';

import { boundedInteger, MAX_ID, pageNo, pageSize, singleLineText } from '../../contract/inputs';

/** preValidation: `key=` (an empty value) means the parameter is absent, as the platform treats it. */
export async function dropEmptyQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

const code = { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' } as const;
const vendorList = {
  type: 'string',
  maxLength: 500,
  pattern: '^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20})*$',
} as const;
const common = {
  merchant: singleLineText(32),
  merchantCode: singleLineText(32),
  platform: singleLineText(16),
  clientType: boundedInteger(0, 99),
  language: singleLineText(10),
} as const;
/** Prices and line counts of any game in the catalogue sit far below these. */
const MAX_MIN_BET = 1_000_000;
const MAX_MIN_LINE = 10_000;

export const gameListQuery = {
  type: 'object',
  required: ['gameType'],
  properties: {
    ...common,
    gameType: code,
    gameClassify: code,
    vassalage: vendorList,
    gameName: singleLineText(60),
    minBet: { type: 'number', minimum: 0, maximum: MAX_MIN_BET },
    minLine: boundedInteger(0, MAX_MIN_LINE),
    isNew: { type: 'boolean' },
    pageNo,
    pageSize: pageSize(26),
  },
} as const;

/** The list query is the domain's filter as it arrives, already validated by the schema above. */
export type { GameListFilter as GameListQuery } from '../domain/games/game-list';

export const hotGamesQuery = {
  type: 'object',
  properties: { ...common, isPlatform: boundedInteger(0, 99), gameType: code },
} as const;

export const favouriteListQuery = {
  type: 'object',
  properties: { ...common, gameType: code, pageNo, pageSize: pageSize(26) },
} as const;

export const recentListQuery = {
  type: 'object',
  properties: { ...common, gameType: code, page: pageNo, pageSize: pageSize(25) },
} as const;

const nodeId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;
export const nodeIdBody = { type: 'object', required: ['nodeId'], properties: { nodeId } } as const;
export const nodeIdQuery = {
  type: 'object',
  required: ['nodeId'],
  properties: { ...common, nodeId },
} as const;

export const anyQuery = {
  type: 'object',
  properties: { ...common, typeId: boundedInteger(0, MAX_ID) },
} as const;

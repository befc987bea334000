import type { FastifyRequest } from 'fastify';

/** preValidation: `key=` (an empty value) means the parameter is absent, as the platform treats it. */
export async function dropEmptyQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

const code = { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' } as const;
const vendorList = {
  type: 'string',
  pattern: '^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20})*$',
} as const;
const common = {
  merchant: { type: 'string', maxLength: 32 },
  merchantCode: { type: 'string', maxLength: 32 },
  platform: { type: 'string', maxLength: 16 },
  clientType: { type: 'integer' },
  language: { type: 'string', maxLength: 10 },
} as const;
const page = (size: number) =>
  ({ type: 'integer', minimum: 1, maximum: 100, default: size }) as const;
const pageNo = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;

export const gameListQuery = {
  type: 'object',
  required: ['gameType'],
  properties: {
    ...common,
    gameType: code,
    gameClassify: code,
    vassalage: vendorList,
    gameName: { type: 'string', maxLength: 60 },
    minBet: { type: 'number', minimum: 0 },
    minLine: { type: 'integer', minimum: 0 },
    isNew: { type: 'boolean' },
    pageNo,
    pageSize: page(26),
  },
} as const;

/** The list query is the domain's filter as it arrives, already validated by the schema above. */
export type { GameListFilter as GameListQuery } from '../domain/games/game-list';

export const hotGamesQuery = {
  type: 'object',
  properties: { ...common, isPlatform: { type: 'integer' }, gameType: code },
} as const;

export const favouriteListQuery = {
  type: 'object',
  properties: { ...common, gameType: code, pageNo, pageSize: page(26) },
} as const;

export const recentListQuery = {
  type: 'object',
  properties: { ...common, gameType: code, page: pageNo, pageSize: page(25) },
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
  properties: { ...common, typeId: { type: 'integer' } },
} as const;

import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from './game-pages';
import { boundedInteger, MAX_ID, pageNo, pageSize, singleLineText } from './inputs';
import { array, boolean, integer, number, object, record, string } from './schema';

/*
 * The game catalogue relays (docs/api.md "Games"), favourites, recent games and the home widgets fed
 * by the catalogue. Query parameters sent empty count as absent (the server drops them first).
 */

// ---- Inputs

/** A game type, classify value or vendor code. */
const code = { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' } as const;
const vendorList = {
  type: 'string',
  maxLength: 500,
  pattern: '^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20})*$',
} as const;
/** Sent by the platform's clients on every relay; accepted and ignored. */
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

export { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from './game-pages';

/*
 * Inputs are closed objects: the server drops a parameter they do not name (Fastify's
 * `removeAdditional`) rather than refusing it.
 */
const anyQuery = object({ ...common, typeId: boundedInteger(0, MAX_ID) });

const gameListQuery = object(
  {
    ...common,
    gameType: code,
    gameClassify: code,
    vassalage: vendorList,
    gameName: singleLineText(60),
    minBet: { type: 'number', minimum: 0, maximum: MAX_MIN_BET },
    minLine: boundedInteger(0, MAX_MIN_LINE),
    isNew: { type: 'boolean' },
    pageNo,
    pageSize: pageSize(GAME_PAGE_SIZE),
  },
  ['gameType'],
);

const hotGamesQuery = object({ ...common, isPlatform: boundedInteger(0, 99), gameType: code });

const favouriteListQuery = object({
  ...common,
  gameType: code,
  pageNo,
  pageSize: pageSize(GAME_PAGE_SIZE),
});

const recentListQuery = object({
  ...common,
  gameType: code,
  page: pageNo,
  pageSize: pageSize(RECENT_PAGE_SIZE),
});

const nodeId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;
const nodeIdBody = object({ nodeId }, ['nodeId']);
const nodeIdQuery = object({ ...common, nodeId }, ['nodeId']);

// ---- Answers

/** A map from any key to `values` (`{ [key]: values }`). */
const mapOf = <const S extends object>(values: S) =>
  ({ type: 'object', additionalProperties: values }) as const;

/** `true`, the answer of the favourite and recent-game writes. */
const done = { const: true } as const;

const game = record({
  nodeId: string,
  /** The room id again (spec §4: launching sends the room id as gameId). */
  gameId: string,
  gameCode: string,
  roomId: string,
  gameName: string,
  nodeName: string,
  /** Vendor code. */
  vassalage: string,
  iconUrl: string,
  showIcon: boolean,
  mobileLargeIcon: string,
  mobileSmallIcon: string,
  gameType: string,
  supportPlay: string,
  isGameH5: boolean,
  /** "Tradition" for lottery games, else "". */
  playType: string,
  /** "Elott" | "Lott" | "". */
  lottoMode: string,
  freeplay: boolean,
  minBet: number,
  classify: array(string),
  isNew: boolean,
  isHot: boolean,
});
/** One game of the catalogue (spec §3 "Game item" plus the list filter's fields). */
export type Game = FromSchema<typeof game>;

const vendor = record({
  vassalage: string,
  /** Its server category. */
  gameType: string,
  displayName: string,
  mobileSmallIcon: string,
  accountTypeName: string,
});
/** A vendor of a category (spec §3 "Vendor"). */
export type Vendor = FromSchema<typeof vendor>;

const vendorSorting = record({
  /** Server categories in menu order. */
  gameCategory: array(string),
  /** Each category's vendors in menu order. */
  vendorNames: mapOf(array(vendor)),
});
export type VendorSorting = FromSchema<typeof vendorSorting>;

const vendorClassifyValues = record({
  /** gameType → vassalage → classify values. */
  content: mapOf(mapOf(array(string))),
});
export type VendorClassifyValues = FromSchema<typeof vendorClassifyValues>;

const pageFields = { pageNum: integer, totalPages: integer, totalCount: integer } as const;

const gameListPage = record({ games: array(game), ...pageFields });
export type GameListPage = FromSchema<typeof gameListPage>;

const favouriteGamesPage = record({ content: array(game), ...pageFields });
export type FavouriteGamesPage = FromSchema<typeof favouriteGamesPage>;

const recentGamesPage = record({ list: array(game), ...pageFields });
export type RecentGamesPage = FromSchema<typeof recentGamesPage>;

const hotGameGroup = record({ gameType: string, list: array(game) });
export type HotGameGroup = FromSchema<typeof hotGameGroup>;

const hotMatch = record({
  league: string,
  /** Epoch ms. */
  matchTime: number,
  homeTeam: string,
  awayTeam: string,
  homeTeamImageUrl: string,
  awayTeamImageUrl: string,
  vendor: string,
  /** The vendor's sports lobby game. */
  roomId: string,
  nodeId: string,
  supportPlay: string,
});
export type HotMatch = FromSchema<typeof hotMatch>;

const jackpot = record({ amount: number, currency: string });
/** The progressive pool fed by real bets. */
export type Jackpot = FromSchema<typeof jackpot>;

// ---- Endpoints

/** `GET /wps/relay/GCSGAME_getVendorSorting`: the categories in order and each one's vendors. */
export const getVendorSorting = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVendorSorting',
  auth: 'public',
  query: anyQuery,
  response: vendorSorting,
});

/** `GET /wps/relay/GCSGAME_getAllVassalage`: every vendor in menu order. */
export const getAllVendors = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getAllVassalage',
  auth: 'public',
  query: anyQuery,
  response: array(vendor),
});

/** `GET /wps/relay/GCSGAME_getVassGameType`: the classify values of each vendor by game type. */
export const getVendorClassifyValues = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'public',
  query: anyQuery,
  response: vendorClassifyValues,
});

/** `GET /wps/relay/GCSGAME_gameList`: one page of the filtered catalogue (spec §4 "Game list"). */
export const getGameList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'public',
  query: gameListQuery,
  response: gameListPage,
});

/** `GET /wps/relay/GCSGAME_hotGamesV2`: hot games grouped by game type, ≤ 30 a type. */
export const getHotGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'public',
  query: hotGamesQuery,
  response: array(hotGameGroup),
});

/**
 * `POST /wps/relay/GCSGAME_hotGamesV2`: the same; a well-formed `gameType` of a JSON body wins over
 * the query's. The body is read leniently (anything else in it is ignored), so it has no schema.
 */
export const getHotGamesByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'public',
  query: hotGamesQuery,
  response: array(hotGameGroup),
});

/** `GET /wps/relay/MCSFE_getFavoriteGames`: the member's favourite node ids, newest first. */
export const getFavouriteGameIds = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'session',
  query: anyQuery,
  response: array(string),
});

/** `GET /wps/relay/MCSFE_getFavoriteGamesList`: a page of the member's favourite games. */
export const getFavouriteGames = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'session',
  query: favouriteListQuery,
  response: favouriteGamesPage,
});

/** `POST /wps/relay/MCSFE_addFavoriteGameV2`: adding twice is fine. */
export const addFavouriteGame = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'session',
  body: nodeIdBody,
  response: done,
});

/** `DELETE /wps/relay/MCSFE_removeFavoriteGameV2`: removing a non-favourite is fine. */
export const removeFavouriteGame = endpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'session',
  body: nodeIdBody,
  response: done,
});

/** `GET /wps/relay/GCS_recentGame`: a page of the member's recent games, newest first. */
export const getRecentGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'session',
  query: recentListQuery,
  response: recentGamesPage,
});

/** `GET /wps/relay/GCS_addRecentGame`: a game played again moves to the top. */
export const addRecentGame = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_addRecentGame',
  auth: 'session',
  query: nodeIdQuery,
  response: done,
});

/** `GET /wps/relay/GCSGAME_getHotMatches`: upcoming matches of the sports vendors. */
export const getHotMatches = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getHotMatches',
  auth: 'public',
  query: anyQuery,
  response: array(hotMatch),
});

/** `GET /wps/relay/VIS_getJackpot`: the progressive pool in the tenant's currency. */
export const getJackpot = endpoint({
  method: 'GET',
  path: '/wps/relay/VIS_getJackpot',
  auth: 'public',
  query: anyQuery,
  response: jackpot,
});

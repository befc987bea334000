import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { idInteger, pageNo, pageSize, requestId } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/**
 * Rewards (docs/api-member.md "Rewards"): promotions and applications, the reward centre, daily
 * sign-in, the mission leaderboard and red envelope rain.
 */

/** Promotion types of protocol.md §6 (the catalogue's `promotion_type`). */
export const PROMOTION_TYPES = [
  'MANUAL',
  'RAFFLE',
  'MISSION',
  'NEW_REGISTER',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'SIGNUP',
  'LUCKY_BET',
  'RANK_SALARY',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** How a member takes part: applies, joins, is issued it automatically, or only reads about it. */
export const PROMOTION_ENTRIES = ['apply', 'join', 'auto', 'none'] as const;
export type PromotionEntry = (typeof PROMOTION_ENTRIES)[number];

/** Where the promotion's period stands right now. */
export const PROMOTION_PHASES = ['coming_soon', 'running', 'ended'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/** The spec's statuses of a member's promotion record (§3), as the wire spells them. */
export const RECORD_STATUSES = [
  'applying',
  'rejected',
  'issued',
  'claimed',
  'closed',
  'coming_soon',
  'signed',
] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

const recordStatus = oneOf(...RECORD_STATUSES);
const promotionPhase = oneOf(...PROMOTION_PHASES);

const cardProperties = {
  id: integer,
  type: oneOf(...PROMOTION_TYPES),
  title: string,
  summary: string,
  /** Empty when the promotion has no banner. */
  bannerUrl: string,
  /** Epoch ms. */
  startTime: number,
  endTime: number,
  phase: promotionPhase,
  bonusAmount: number,
  entry: oneOf(...PROMOTION_ENTRIES),
  /** The member's live record of it (a rejected one only when there is no other); null for guests. */
  myRecord: nullable(record({ id: integer, status: recordStatus })),
} as const;

const promotionCard = record(cardProperties);
export type PromotionCard = FromSchema<typeof promotionCard>;

const promotionDetail = record({
  ...cardProperties,
  /** Operator HTML: the client sanitises it. */
  content: string,
  limits: record({ commentMax: integer, imagesMax: integer, imageMaxBytes: integer }),
});
export type PromotionDetail = FromSchema<typeof promotionDetail>;

const promotionRecord = record({
  id: integer,
  /** Null for the foundation's records that name no catalogue promotion. */
  promotionId: nullable(integer),
  type: string,
  title: string,
  bannerUrl: string,
  status: recordStatus,
  bonusAmount: number,
  comment: string,
  imageCount: integer,
  /** Epoch ms. */
  createdAt: number,
  updatedAt: number,
  /** An issued bonus not claimed by then is closed. */
  expiresAt: nullable(number),
});
export type PromotionRecord = FromSchema<typeof promotionRecord>;

/** `GET /wps/relay/PROMOFE_getPromotionList`: the tenant's promotions, with my records when logged in. */
export const getPromotionList = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionList',
  auth: 'optional',
  response: record({ list: array(promotionCard) }),
});

/** `GET /wps/relay/PROMOFE_getPromotionDetail?id=`: one promotion with its content. */
export const getPromotionDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionDetail',
  auth: 'optional',
  query: object({ id: idInteger }, ['id']),
  response: promotionDetail,
});

/** Three images of 5 MB as base64 (4/3) plus the rest of the body: the apply route's body limit. */
export const APPLY_BODY_LIMIT = Math.ceil((3 * 5 * 1024 * 1024 * 4) / 3) + 64 * 1024;

/**
 * `POST /wps/relay/PROMOFE_applyPromotion`: apply (→ applying) or join (→ signed, coming soon
 * before the start); answers the record.
 */
export const applyPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_applyPromotion',
  auth: 'session',
  body: object(
    {
      promotionId: idInteger,
      requestId,
      // Hard caps only: the spec's limits are checked with their own error codes.
      comment: { type: 'string', maxLength: 2000, default: '' },
      /** PNG or JPG pictures, base64 or data URLs. */
      images: {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', maxLength: APPLY_BODY_LIMIT },
        default: [],
      },
    },
    ['promotionId', 'requestId'],
  ),
  response: promotionRecord,
});

const STATUS_LIST = `^(${RECORD_STATUSES.join('|')})(,(${RECORD_STATUSES.join('|')}))*$`;

const statusCounts = record({
  applying: integer,
  rejected: integer,
  issued: integer,
  claimed: integer,
  closed: integer,
  coming_soon: integer,
  signed: integer,
});
const recordsFooter = record({ counts: statusCounts });

/**
 * `GET /wps/relay/MCSFE_getMemberPromotions` (REWCEN3): my records of some statuses (comma list),
 * newest first, a report page; the footer counts every status.
 */
export const getMemberPromotions = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMemberPromotions',
  auth: 'session',
  query: object({
    pageNo,
    pageSize: pageSize(20),
    status: { type: 'string', maxLength: 200, pattern: STATUS_LIST },
  }),
  response: record({
    content: array(promotionRecord),
    pageNum: integer,
    totalPages: integer,
    totalCount: integer,
    footer: recordsFooter,
  }),
});

const promotionClaim = record({
  recordId: integer,
  bonusAmount: number,
  /** The main wallet's balance after the claim. */
  balance: number,
  /** The record was claimed before: nothing moved this time. */
  replayed: boolean,
});
export type PromotionClaim = FromSchema<typeof promotionClaim>;

/** `POST /wps/relay/MCSFE_claimIssuedPromotion` (REWCEN3): issued → claimed, the bonus credited once. */
export const claimIssuedPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  auth: 'session',
  body: object({ id: idInteger, requestId }, ['id', 'requestId']),
  response: promotionClaim,
});

const signInCalendar = record({
  /** `YYYY-MM`. */
  month: string,
  /** `YYYY-MM-DD` in the tenant's time zone. */
  today: string,
  signedToday: boolean,
  streak: integer,
  todayReward: number,
  /** Reward of each day of a streak (the cycle starts again after the last). */
  rewards: array(number),
  monthTotal: number,
  days: array(record({ day: string, signed: boolean, reward: nullable(number) })),
});
export type SignInCalendar = FromSchema<typeof signInCalendar>;

/** `GET /wps/relay/PROMOFE_getSignInCalendar?month=YYYY-MM`: a month's calendar (default this month). */
export const getSignInCalendar = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getSignInCalendar',
  auth: 'session',
  query: object({ month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }),
  response: signInCalendar,
});

const signInResult = record({
  day: string,
  streak: integer,
  reward: number,
  balance: number,
  replayed: boolean,
});
export type SignInResult = FromSchema<typeof signInResult>;

/** `POST /wps/relay/PROMOFE_signIn`: signs today once; another request that day is `signin.already`. */
export const signIn = endpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_signIn',
  auth: 'session',
  body: object({ requestId }, ['requestId']),
  response: signInResult,
});

const leaderboard = record({
  promotion: record({
    id: integer,
    title: string,
    bannerUrl: string,
    startTime: number,
    endTime: number,
    phase: promotionPhase,
  }),
  prizes: array(number),
  /** Names come masked (`lu***8`). */
  list: array(record({ rank: integer, name: string, progress: number, prize: number })),
  /** Null for guests. */
  me: nullable(record({ joined: boolean, rank: nullable(integer), progress: number })),
});
export type Leaderboard = FromSchema<typeof leaderboard>;

/** `GET /wps/relay/PROMOFE_getMissionLeaderboard`: the MISSION promotion's ranking by turnover. */
export const getMissionLeaderboard = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getMissionLeaderboard',
  auth: 'optional',
  response: leaderboard,
});

const sessionProperties = {
  /** `YYYY-MM-DD@HH` for the daily sessions, `extra-<id>` for the others. */
  key: string,
  startTime: number,
  endTime: number,
} as const;
const rainSession = record(sessionProperties);
export type RainSession = FromSchema<typeof rainSession>;
const rainSessionGrabbed = record({ ...sessionProperties, grabbedAmount: nullable(number) });

const redRain = record({
  serverTime: number,
  current: nullable(rainSessionGrabbed),
  next: nullable(rainSession),
  today: array(rainSessionGrabbed),
  history: array(record({ sessionKey: string, amount: number, createdAt: number })),
  range: record({ min: number, max: number }),
});
export type RedRain = FromSchema<typeof redRain>;

/** `GET /wps/relay/PROMOFE_getRedRain`: the session running now, the next one and my envelopes. */
export const getRedRain = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getRedRain',
  auth: 'session',
  response: redRain,
});

const grabResult = record({
  sessionKey: string,
  amount: number,
  balance: number,
  replayed: boolean,
});
export type GrabResult = FromSchema<typeof grabResult>;

/** `POST /wps/relay/PROMOFE_grabRedEnvelope`: one random envelope per member and running session. */
export const grabRedEnvelope = endpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_grabRedEnvelope',
  auth: 'session',
  body: object({ sessionKey: { type: 'string', minLength: 1, maxLength: 40 }, requestId }, [
    'sessionKey',
    'requestId',
  ]),
  response: grabResult,
});

import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { requestId } from './inputs';
import { reportPage, reportQueryProperties } from './report';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

export const CHANNEL_TYPES = ['bank', 'ewallet', 'qr'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const DEPOSIT_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const channelType = oneOf(...CHANNEL_TYPES);

/** A way to pay in, with its limits (amounts in the tenant's currency, 2 decimals). */
const depositChannel = record({
  code: string,
  type: channelType,
  name: string,
  currency: string,
  minAmount: number,
  maxAmount: number,
  quickAmounts: array(number),
});
export type DepositChannel = FromSchema<typeof depositChannel>;

const depositSettings = record({
  currency: string,
  currencySymbol: string,
  /** How many deposits may wait for payment at once. */
  maxPending: integer,
  /** A pending deposit not paid within this time turns `expired`. */
  expiresInMinutes: number,
  channels: array(depositChannel),
});
export type DepositSettings = FromSchema<typeof depositSettings>;

/** `GET /wps/relay/MCSFE_getDepositSettings`: channels with limits and quick amounts. */
export const getDepositSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  auth: 'session',
  response: depositSettings,
});

const depositRowProperties = {
  id: integer,
  /** What the member quotes to support. */
  orderNo: string,
  channel: string,
  channelName: string,
  channelType,
  amount: number,
  currency: string,
  status: oneOf(...DEPOSIT_STATUSES),
  /** Epoch ms. */
  createdAt: number,
  expiresAt: number,
  decidedAt: nullable(number),
} as const;

/** A deposit in the report. */
const depositRow = record(depositRowProperties);
export type DepositRow = FromSchema<typeof depositRow>;

const DEPOSIT_FIELDS = Object.keys(depositRowProperties) as (keyof typeof depositRowProperties)[];

const viewProperties = {
  ...depositRowProperties,
  /** While pending: the payment page (a path on the platform, or an absolute URL). */
  payUrl: string,
  /** While pending, QR channels: an image (data URL) of the payment page's QR code. */
  qrImage: string,
} as const;

/** One deposit: while pending, where to pay it. */
const deposit = object(viewProperties, DEPOSIT_FIELDS);
export type Deposit = FromSchema<typeof deposit>;

const createdDeposit = object(
  {
    ...viewProperties,
    /** The request id was used before: the first deposit again. */
    replayed: boolean,
  },
  [...DEPOSIT_FIELDS, 'replayed'],
);
export type CreatedDeposit = FromSchema<typeof createdDeposit>;

const depositRequest = object(
  {
    /** Idempotency key: the same key again answers the first deposit. */
    requestId,
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,32}$' },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 },
  },
  ['requestId', 'channel', 'amount'],
);
export type DepositRequest = FromSchema<typeof depositRequest>;

/** `POST /wps/transaction/deposit`: a pending deposit and where to pay it. */
export const createDeposit = endpoint({
  method: 'POST',
  path: '/wps/transaction/deposit',
  auth: 'session',
  body: depositRequest,
  response: createdDeposit,
});

/** `GET /wps/transaction/deposit/:id`: one of the member's deposits. */
export const getDeposit = endpoint({
  method: 'GET',
  path: '/wps/transaction/deposit/:id',
  auth: 'session',
  params: object({ id: { type: 'integer', minimum: 1, maximum: 1e15 } }, ['id']),
  response: deposit,
});

const depositFooter = record({
  /** Sum of every deposit in the range (and status filter). */
  totalAmount: number,
  /** Sum of the approved ones: what reached the wallet. */
  approvedAmount: number,
  approvedCount: integer,
});
export type DepositReportFooter = FromSchema<typeof depositFooter>;

/** `GET /wps/report/depositTransaction`: the member's deposits in the days, optionally one status. */
export const getDepositReport = endpoint({
  method: 'GET',
  path: '/wps/report/depositTransaction',
  auth: 'session',
  query: object({ ...reportQueryProperties, status: oneOf(...DEPOSIT_STATUSES) }),
  response: reportPage(depositRow, depositFooter),
});

import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { reportPage, reportQueryProperties } from './report';
import { requestId } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/** The groups of the account-transaction report; every ledger kind falls into exactly one. */
export const LEDGER_GROUPS = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'bonus',
  'rebate',
  'transfer',
  'adjustment',
] as const;
export type LedgerGroup = (typeof LEDGER_GROUPS)[number];

/** What the agent variant (`types=A`) lists: what an agent earns through the agent relation. */
export const AGENT_GROUPS: readonly LedgerGroup[] = ['transfer', 'rebate'];

const transactionRow = record({
  id: integer,
  /** Posting time, epoch ms. */
  time: number,
  /** The ledger kind (`deposit`, `game.bet`, `transfer.out`, …). */
  kind: string,
  group: oneOf(...LEDGER_GROUPS),
  /** Signed: credits positive, debits negative. */
  amount: number,
  balanceAfter: number,
  reference: string,
  /** The other member of an upline transfer (upline on `transfer.out`, downline on `transfer.in`). */
  counterparty: nullable(string),
});
export type TransactionRow = FromSchema<typeof transactionRow>;

const transactionFooter = record({
  totalIn: number,
  /** Sum of the debits as a positive number. */
  totalOut: number,
  net: number,
});
export type TransactionFooter = FromSchema<typeof transactionFooter>;

/** `GET /wps/report/transaction`: the member's ledger rows, newest first, with in/out totals. */
export const getTransactions = endpoint({
  method: 'GET',
  path: '/wps/report/transaction',
  auth: 'session',
  query: object({
    ...reportQueryProperties,
    /** One group only. */
    type: oneOf(...LEDGER_GROUPS),
    /** `A`: the agent variant (agents with `agentTransactionRecord` in their menu). */
    types: oneOf('A'),
  }),
  response: reportPage(transactionRow, transactionFooter),
});

const gameTypeProfit = record({
  gameType: string,
  /** Bets placed (refunded lottery bets included, their refund lowers `totalBet`). */
  betCount: integer,
  totalBet: number,
  totalWin: number,
  profit: number,
});
export type GameTypeProfit = FromSchema<typeof gameTypeProfit>;

const profitSummary = record({
  totalBet: number,
  totalWin: number,
  gameProfit: number,
  deposits: number,
  withdrawals: number,
  bonuses: number,
  rebates: number,
  /** Game profit plus bonuses and rebates. */
  net: number,
});
export type ProfitSummary = FromSchema<typeof profitSummary>;

/** `GET /wps/report/profitAndLoss` (`PERSREP`): per-game-type rows, the range's summary as footer. */
export const getProfitAndLoss = endpoint({
  method: 'GET',
  path: '/wps/report/profitAndLoss',
  auth: 'session',
  query: object(reportQueryProperties),
  response: reportPage(gameTypeProfit, profitSummary),
});

const uplineTransferProperties = {
  id: integer,
  requestId: string,
  amount: number,
  /** The member's balance right after the transfer. */
  balanceAfter: number,
  upline: string,
  /** Epoch ms. */
  time: number,
} as const;

const uplineTransfer = record(uplineTransferProperties);
export type UplineTransfer = FromSchema<typeof uplineTransfer>;

const uplineTransferInfo = record({
  upline: string,
  /** The member has a payment password, so the transfer asks for it. */
  passwordRequired: boolean,
  minAmount: number,
  maxAmount: number,
  /** The latest transfers, newest first. */
  transfers: array(uplineTransfer),
});
export type UplineTransferInfo = FromSchema<typeof uplineTransferInfo>;

const TRANSFER_PATH = '/wps/relay/MCSFE_transferToUpline';

/** `GET /wps/relay/MCSFE_transferToUpline` (`AGETRANSFERUP3`): the upline and recent transfers. */
export const getUplineTransfer = endpoint({
  method: 'GET',
  path: TRANSFER_PATH,
  auth: 'session',
  response: uplineTransferInfo,
});

const transferBody = object(
  {
    amount: number,
    /** Idempotency key: a retry with the same key moves nothing twice. */
    requestId,
    /** The payment password, when the member has one. */
    password: { type: 'string', maxLength: 64 },
  },
  ['amount', 'requestId'],
);
export type TransferRequest = FromSchema<typeof transferBody>;

/** `POST /wps/relay/MCSFE_transferToUpline`: moves money to the upline through the ledger. */
export const transferToUpline = endpoint({
  method: 'POST',
  path: TRANSFER_PATH,
  auth: 'session',
  body: transferBody,
  response: record({ ...uplineTransferProperties, replayed: boolean }),
});

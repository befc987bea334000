import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { idInteger, requestId, singleLineText } from './inputs';
import { reportPage, reportQueryProperties } from './report';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/** BC bank account, EW e-wallet, VC virtual (crypto) wallet. */
export const CARD_TYPES = ['BC', 'EW', 'VC'] as const;
export type CardType = (typeof CARD_TYPES)[number];

const cardType = oneOf(...CARD_TYPES);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const withdrawSettings = record({
  minAmount: number,
  maxAmount: number,
  /** Withdrawals a member may make per tenant day (rejected ones do not count). */
  dailyCount: integer,
  usedToday: integer,
  feePercent: number,
  feeFixed: number,
  /** `HH:mm` in the tenant's zone; an end before the start spans midnight. */
  window: record({ start: string, end: string, timeZone: string, open: boolean }),
  maxCards: integer,
  /** False where `WDRAWNOPASSVERIF3` is on. */
  needPassword: boolean,
  hasPassword: boolean,
  currency: string,
});
export type WithdrawSettings = FromSchema<typeof withdrawSettings>;

/** `GET /wps/relay/MCSFE_getWithdrawSettings`: limits, fee, window and what the member has set. */
export const getWithdrawSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  auth: 'session',
  response: withdrawSettings,
});

/** `GET /wps/member/hasWithdrawalPassword`: whether the member has a payment password. */
export const hasWithdrawalPassword = endpoint({
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  auth: 'session',
  response: boolean,
});

const bank = record({ code: string, name: string });
export type Bank = FromSchema<typeof bank>;

const bankList = record({ BC: array(bank), EW: array(bank), VC: array(bank) });
export type BankList = FromSchema<typeof bankList>;

/** `GET /wps/relay/MCSFE_getBankList`: the banks and wallets of the site's country, per card type. */
export const getBankList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBankList',
  auth: 'session',
  response: bankList,
});

const bankCard = record({
  id: integer,
  cardType,
  bankCode: string,
  bankName: string,
  holderName: string,
  /** Masked by the server (`**** 1234`). */
  accountNumber: string,
  /** Epoch ms. */
  createdAt: number,
});
export type BankCard = FromSchema<typeof bankCard>;

const bankCards = record({ cards: array(bankCard), maxCards: integer });
export type BankCards = FromSchema<typeof bankCards>;

/** `GET /wps/member/bankCard`: the member's payout cards and how many they may keep. */
export const getBankCards = endpoint({
  method: 'GET',
  path: '/wps/member/bankCard',
  auth: 'session',
  response: bankCards,
});

const newBankCard = object(
  {
    cardType,
    bankCode: singleLineText(32),
    holderName: singleLineText(120),
    accountNumber: singleLineText(80),
  },
  ['cardType', 'bankCode', 'holderName', 'accountNumber'],
);
export type NewBankCard = FromSchema<typeof newBankCard>;

/** `PUT /wps/member/bankCard` (encrypted, protocol.md §3): adds a card; answers it masked. */
export const addBankCard = endpoint({
  method: 'PUT',
  path: '/wps/member/bankCard',
  auth: 'session',
  body: newBankCard,
  response: bankCard,
});

const withdrawal = record({
  id: integer,
  orderNo: string,
  amount: number,
  fee: number,
  /** What reaches the card: the amount less the fee. */
  netAmount: number,
  bankCard: record({ id: integer, cardType, bankName: string, accountNumber: string }),
  status: oneOf(...WITHDRAWAL_STATUSES),
  /** The operator's reason of a rejection ('' otherwise). */
  reason: string,
  /** Epoch ms. */
  createdAt: number,
  decidedAt: nullable(number),
});
export type Withdrawal = FromSchema<typeof withdrawal>;

const withdrawalRequest = object(
  {
    /** Some clients send the typed text: a positive amount with at most 2 decimals. */
    amount: { anyOf: [number, { type: 'string', maxLength: 20 }] },
    bankCardId: idInteger,
    /** The payment password; left out where none is needed. */
    password: singleLineText(128),
    /** Idempotency key: a retry with the same key moves nothing twice. */
    requestId,
  },
  ['amount', 'bankCardId', 'requestId'],
);
export type WithdrawalRequest = FromSchema<typeof withdrawalRequest>;

const placedWithdrawal = record({
  withdrawal,
  /** The wallet balance after the debit. */
  balance: number,
  /** The request id was used before: nothing moved, this is the first answer again. */
  replayed: boolean,
});
export type PlacedWithdrawal = FromSchema<typeof placedWithdrawal>;

/** `POST /wps/transaction/withdraw` (encrypted): debits the amount and records it pending. */
export const createWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  auth: 'session',
  body: withdrawalRequest,
  response: placedWithdrawal,
});

const withdrawFooter = record({
  totalAmount: number,
  totalFee: number,
  totalNetAmount: number,
  pendingAmount: number,
  approvedAmount: number,
  rejectedAmount: number,
});
export type WithdrawFooter = FromSchema<typeof withdrawFooter>;

/** `GET /wps/report/withdrawTransaction`: the member's withdrawals in the days, newest first. */
export const getWithdrawReport = endpoint({
  method: 'GET',
  path: '/wps/report/withdrawTransaction',
  auth: 'session',
  query: object({ ...reportQueryProperties, status: oneOf(...WITHDRAWAL_STATUSES) }),
  response: reportPage(withdrawal, withdrawFooter),
});

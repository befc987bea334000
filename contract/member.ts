import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { array, integer, nullable, number, record, string } from './schema';

const memberInfo = record({
  id: integer,
  account: string,
  nickname: string,
  mobile: string,
  /** Epoch ms. */
  regDate: number,
  type: integer,
  /** The upline agent's username; null without one. */
  toUpline: nullable(string),
  clubLabel: nullable(record({ labelName: string })),
});
export type MemberInfo = FromSchema<typeof memberInfo>;

/** `GET /wps/member/info`: the logged-in member's profile. */
export const getMemberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'session',
  response: memberInfo,
});

const walletBalance = record({
  /** Sum of every account, in major units. */
  sumBalance: number,
  currency: string,
  currencySymbol: string,
  balance: array(record({ accountTypeId: integer, availBalance: number })),
});
export type WalletBalance = FromSchema<typeof walletBalance>;

/** `GET /wps/wallets/balance` (also `/wps/v2/…`): the member's accounts and their sum. */
export const getWalletBalance = endpoint({
  method: 'GET',
  path: '/wps/wallets/balance',
  aliases: ['/wps/v2/wallets/balance'],
  auth: 'session',
  response: walletBalance,
});

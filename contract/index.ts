import type { Endpoint } from './endpoint';
import * as account from './account';
import * as agent from './agent';
import * as agentContracts from './agent-contracts';
import * as announcements from './announcements';
import * as club from './club';
import * as content from './content';
import * as demoGames from './demo-games';
import * as deposit from './deposit';
import * as games from './games';
import * as lottery from './lottery';
import * as lotteryDraws from './lottery-draws';
import * as lotteryOrders from './lottery-orders';
import * as member from './member';
import * as play from './play';
import * as records from './records';
import * as rewards from './rewards';
import * as security from './security';
import * as session from './session';
import * as system from './system';
import * as team from './team';
import * as withdraw from './withdraw';

/** The contract's modules by area (the API docs have a section per area). */
export const CONTRACT_MODULES = {
  system,
  session,
  account,
  member,
  announcements,
  content,
  games,
  play,
  demoGames,
  lottery,
  lotteryDraws,
  lotteryOrders,
  rewards,
  club,
  records,
  deposit,
  withdraw,
  security,
  agent,
  team,
  agentContracts,
} as const;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).response === 'object';

/** The endpoints a contract module exports. */
export const endpointsOf = (module: object): Endpoint[] => Object.values(module).filter(isEndpoint);

/** Every endpoint of the contract. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT_MODULES).flatMap(endpointsOf);

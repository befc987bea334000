export {
  type ChannelType,
  type DepositChannel,
  listChannels,
  seedDepositChannels,
} from './channels';
export { type DecideResult, type Decision, decideDeposit, depositById } from './decide';
export { DepositError, depositErrors } from './deposit-errors';
export {
  createDeposit,
  DEPOSIT_TTL_MS,
  type DepositRecord,
  type DepositStatus,
  findDeposit,
  MAX_PENDING_DEPOSITS,
  orderNoOf,
} from './deposits';
export { payKey, payTokenFor, readPayToken } from './pay-token';
export { depositReport, depositRow } from './report';

/** Groups and rows of `GET /wps/report/transaction` (contract/records.ts). */
export {
  AGENT_GROUPS,
  LEDGER_GROUPS as TRANSACTION_GROUPS,
  type LedgerGroup as TransactionGroup,
  type TransactionFooter,
  type TransactionRow,
} from '../../../contract/records';

export type { Bet as BetRow, BetFooter } from '../../../contract/play';

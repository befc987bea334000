/** Wire types of the deposit calls: the contract's (contract/deposit.ts). */
export type {
  ChannelType,
  CreatedDeposit,
  Deposit,
  DepositChannel,
  DepositReportFooter,
  DepositRequest,
  DepositRow,
  DepositSettings,
  DepositStatus,
} from '../../../contract/deposit';

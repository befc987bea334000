/** Shapes of the withdraw endpoints: the contract's (contract/withdraw.ts). */
export {
  CARD_TYPES,
  type Bank,
  type BankCard,
  type BankCards,
  type BankList,
  type CardType,
  type NewBankCard,
  type PlacedWithdrawal,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
  type WithdrawFooter,
  type WithdrawSettings,
} from '../../../contract/withdraw';

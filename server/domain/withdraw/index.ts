export { addCard, checkCard, listCards, maskAccount, type BankCard } from './bank-cards';
export { bankList, CARD_TYPES, type CardType } from './banks';
export { type Decision, decideWithdrawal } from './decide';
export { withdrawErrors } from './errors';
export { placeWithdrawal, type PlacedWithdrawal } from './place';
export { withdrawReport } from './report';
export { requestWithdrawal, todayRange } from './request';
export {
  clockText,
  feeOf,
  insideWindow,
  seedWithdrawRules,
  withdrawRules,
  type WithdrawRules,
} from './settings';
export { countSince, orderNoOf, type Withdrawal } from './withdrawal-rows';

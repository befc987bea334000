/** Wire shapes of the lottery gateway `/lgw`, as the contract declares them (contract/lottery*.ts). */
export type {
  Current,
  Draw,
  LotteryGame,
  LotteryGroup,
  LotteryPrizeMode,
  LotterySetting,
  Picker,
  Play,
  PlayMenu,
} from '../../../contract/lottery';
export type { HotGapPosition } from '../../../contract/lottery-draws';
export type {
  LotteryOrder as Order,
  LotteryOrderPage as OrderPage,
  OrderDetail,
  OrderStatus,
  Slip,
  SlipBet,
  SubOrder,
  SubOrderStatus,
} from '../../../contract/lottery-orders';

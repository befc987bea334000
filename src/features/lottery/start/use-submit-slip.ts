import { useNavigate } from 'react-router-dom';

import { toMajor } from '../../../../contract/money';
import { isApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useIsLoggedIn } from '../../../lib/session-store';
import { alert, confirm, toast } from '../../../ui';
import { usePlaceBet } from '../api/place-bet';
import { lotteryErrorMessage } from '../shared/lottery-error';
import type { LotteryGame, LotterySetting } from '../types';
import { slipBetCount, slipTotal } from './bet-math';
import { useSlipKey } from './slip-key';
import type { CartRow } from './use-bet-slip';

export interface SubmitSlipInput {
  game: LotteryGame;
  setting: LotterySetting;
  cart: readonly CartRow[];
  onPlaced(): void;
  /** The numero closed under us: fetch the open one. */
  onNumeroClosed(): void;
}

const toBet = ({ playId, content, unit, multiple, betCount, amount }: CartRow) => ({
  playId,
  content,
  unit,
  multiple,
  betCount,
  amount,
});

/** Confirm, place the slip (retry-safe key), explain failures; guests are sent to login. */
export function useSubmitSlip({ game, setting, cart, onPlaced, onNumeroClosed }: SubmitSlipInput) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const mutation = usePlaceBet();
  const numero = game.current.numero;
  const bets = cart.map(toBet);
  const clientKey = useSlipKey(JSON.stringify([game.gameId, numero, bets]));
  const money = (amount: number) => formatAmount(amount, i18n.language);

  const submit = async () => {
    if (!loggedIn) {
      void navigate('/m/login');
      return;
    }
    const ok = await confirm({
      title: t('lottery.confirmTitle'),
      message: t('lottery.confirmMessage', {
        numero,
        bets: slipBetCount(bets),
        total: money(toMajor(slipTotal(bets))),
      }),
    });
    if (!ok) return;
    try {
      const placed = await mutation.mutateAsync({ gameId: game.gameId, numero, clientKey, bets });
      toast.show(t('lottery.placed', { balance: money(placed.balance) }), { duration: 'short' });
      onPlaced();
    } catch (error) {
      if (isApiError(error) && error.code === 'lottery.numero.closed') onNumeroClosed();
      await alert({
        title: t('lottery.notPlaced'),
        message: lotteryErrorMessage(t, error, {
          maxBet: money(setting.maxBetAmount),
          maxWin: money(setting.maxWinAmount),
          maxBets: setting.maxBetsPerSlip,
        }),
      });
    }
  };
  return { submit, placing: mutation.isPending };
}

import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { alert, confirm, toast } from '../../../ui';
import { useCancelSubOrders } from '../api/cancel-sub-orders';
import { lotteryErrorMessage } from '../shared/lottery-error';

/** Cancel sub-orders after a confirmation; the refund is shown, a refusal explained. */
export function useCancelBets() {
  const { t, i18n } = useTranslation('shell');
  const mutation = useCancelSubOrders();
  const cancel = async (subOrderIds: number[]) => {
    const ok = await confirm({
      message: t('lottery.cancelConfirm', { bets: subOrderIds.length }),
      submitLabel: t('lottery.cancelBets'),
    });
    if (!ok) return;
    try {
      const { refunded } = await mutation.mutateAsync(subOrderIds);
      toast.show(t('lottery.cancelled', { amount: formatAmount(refunded, i18n.language) }), {
        duration: 'short',
      });
    } catch (error) {
      await alert({ message: lotteryErrorMessage(t, error) });
    }
  };
  return { cancel, cancelling: mutation.isPending };
}

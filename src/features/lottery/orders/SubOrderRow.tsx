import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import type { SubOrder } from '../types';
import { subOrderDisplayStatus } from './order-status';
import { StatusLabel } from './StatusLabel';

export interface SubOrderRowProps {
  bet: SubOrder;
  canCancel: boolean;
  onCancel(subOrderId: number): void;
}

/** A bet row of an order: play, numbers, stake, status and win; cancellable while open. */
export function SubOrderRow({ bet, canCancel, onCancel }: SubOrderRowProps) {
  const { t, i18n } = useTranslation('shell');
  const money = (amount: number) => formatAmount(amount, i18n.language);
  return (
    <li data-testid={`lottery-suborder-${bet.subOrderId}`} style={{ padding: '6px 0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{t(`lottery.plays.${bet.playId}.name`, { defaultValue: bet.playName })}</strong>
        <StatusLabel status={subOrderDisplayStatus(bet.status)} />
      </div>
      <div style={{ wordBreak: 'break-all' }}>{bet.content}</div>
      <small>
        {t('lottery.rowSummary', {
          bets: bet.betCount,
          unit: money(bet.unit),
          multiple: bet.multiple,
          amount: money(bet.amount),
        })}
        {bet.status === 'won' && ` · ${t('lottery.win', { amount: money(bet.winAmount) })}`}
      </small>
      {canCancel && bet.cancellable && bet.status === 'open' && (
        <Button
          variant="danger"
          onClick={() => onCancel(bet.subOrderId)}
          data-testid={`lottery-cancel-${bet.subOrderId}`}
        >
          {t('lottery.cancelBet')}
        </Button>
      )}
    </li>
  );
}

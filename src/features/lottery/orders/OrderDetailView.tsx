import { useTranslation } from '../../../lib/i18n';
import { Button, ErrorState, LoadingIndicator } from '../../../ui';
import { useOrderDetail } from '../api/get-order-detail';
import { DrawBalls } from '../shared/DrawBalls';
import { SubOrderRow } from './SubOrderRow';
import { useCancelBets } from './use-cancel-bets';

/** An order's sub-orders, its draw result once drawn, and cancelling before the close. */
export function OrderDetailView({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shell');
  const { data, isPending, isError, refetch } = useOrderDetail(orderId);
  const { cancel, cancelling } = useCancelBets();
  if (isPending) return <LoadingIndicator delay={0} />;
  if (isError)
    return <ErrorState message={t('lottery.loadFailed')} onRetry={() => void refetch()} />;
  const open = data.bets.filter((bet) => bet.status === 'open' && bet.cancellable);
  const canCancel = data.status === 'open';
  return (
    <div data-testid={`lottery-order-detail-${orderId}`}>
      <p style={{ margin: '4px 0' }}>
        {data.draw ? (
          <>
            {t('lottery.drawResult')}{' '}
            <DrawBalls result={data.draw.result} testId="lottery-order-draw" />
          </>
        ) : (
          t('lottery.awaitingDraw')
        )}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.bets.map((bet) => (
          <SubOrderRow
            key={bet.subOrderId}
            bet={bet}
            canCancel={canCancel && !cancelling}
            onCancel={(id) => void cancel([id])}
          />
        ))}
      </ul>
      {canCancel && open.length > 1 && (
        <Button
          variant="danger"
          loading={cancelling}
          onClick={() => void cancel(open.map((bet) => bet.subOrderId))}
          data-testid="lottery-cancel-all"
        >
          {t('lottery.cancelAll')}
        </Button>
      )}
    </div>
  );
}

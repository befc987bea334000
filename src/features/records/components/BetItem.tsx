import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { BetRow } from '../types';
import { RecordLine } from './RecordLine';
import { SignedAmount } from './SignedAmount';

/** One bet: game, time, stake and win, net result and status. */
export function BetItem({ bet }: { bet: BetRow }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const pending = bet.status === 'pending';
  return (
    <RecordLine
      testId="bet-row"
      title={
        <>
          {bet.gameName}{' '}
          <StatusPill tone={pending ? 'pending' : 'neutral'}>
            {t(`bets.status.${bet.status}`)}
          </StatusPill>
        </>
      }
      amount={pending ? money(0) : <SignedAmount amount={bet.netAmount} testId="bet-net" />}
      subtitle={formatDate(bet.betTime, 'dateTimeSeconds', currentLanguage())}
      detail={
        <span data-testid="bet-amounts">
          {t('bets.betWin', { bet: money(bet.betAmount), win: money(bet.winAmount) })}
        </span>
      }
    />
  );
}

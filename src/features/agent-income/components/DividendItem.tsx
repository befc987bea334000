import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill, type StatusTone } from '../../../ui/report';
import type { DividendPeriod, DividendStatus } from '../api/get-dividends';
import { Figures, RowHead } from './styles';

const TONES: Record<DividendStatus, StatusTone> = {
  settled: 'good',
  pending: 'pending',
  open: 'pending',
  nothingDue: 'neutral',
  noContract: 'neutral',
};

/** A dividend period: its days, the team's result, the tier's rate, the dividend and its status. */
export function DividendItem({ row }: { row: DividendPeriod }) {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  const language = currentLanguage();
  const day = (time: number) => formatDate(time, 'day', language);
  return (
    <div data-testid="dividend-row" data-period={row.period}>
      <RowHead>
        <span>
          {day(row.startTime)} ~ {day(row.endTime - 1)}
        </span>
        <StatusPill tone={TONES[row.status]}>{t(`status.${row.status}`)}</StatusPill>
      </RowHead>
      <Figures>
        <div>
          <dt>{t('dividend.teamResult')}</dt>
          <dd>{money(row.teamResult)}</dd>
        </div>
        <div>
          <dt>{t('dividend.rate')}</dt>
          <dd>{row.ratePercent}%</dd>
        </div>
        <div>
          <dt>{t('dividend.amount')}</dt>
          <dd data-testid="dividend-row-amount">{money(row.amount)}</dd>
        </div>
      </Figures>
    </div>
  );
}

import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { ProfitSummary } from '../api/get-profit-and-loss';
import { SignedAmount } from './SignedAmount';

const Net = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
  text-align: center;
  font-size: 24px;
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 13px;
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  > div {
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 12px;
  }
  dd {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const CARDS = [
  'totalBet',
  'totalWin',
  'gameProfit',
  'bonuses',
  'rebates',
  'deposits',
  'withdrawals',
] as const;

/** The range's net result, large, over cards of its parts. */
export function ProfitCards({ summary }: { summary: ProfitSummary }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  return (
    <>
      <Net>
        <p>{t('profit.net')}</p>
        <SignedAmount amount={summary.net} testId="profit-net" />
      </Net>
      <Grid>
        {CARDS.map((card) => (
          <div key={card}>
            <dt>{t(`profit.${card}`)}</dt>
            <dd data-testid={`profit-${card}`}>{money(summary[card])}</dd>
          </div>
        ))}
      </Grid>
    </>
  );
}

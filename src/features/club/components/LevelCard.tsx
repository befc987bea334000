import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Icon } from '../../../registry/Icon';
import type { ClubBenefit } from '../../../../contract/club';
import { ProgressBar } from './ProgressBar';

const Card = styled.section`
  margin: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  display: grid;
  gap: 12px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  small {
    display: block;
    color: ${({ theme }) => theme.palette.primaryTextMuted};
  }
  strong {
    font-size: 1.5rem;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0;
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.primaryTextMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The member's level, accumulated totals and the bars towards the next level. */
export function LevelCard({ benefit }: { benefit: ClubBenefit }) {
  const { t } = useTranslation('club');
  const money = useMoney();
  const { next, totals } = benefit;
  return (
    <Card data-testid="club-level-card">
      <Head>
        <Icon name="crown" size="40px" />
        <div>
          <small>{t('benefits.currentLevel')}</small>
          <strong data-testid="club-current-level">{benefit.levelName}</strong>
        </div>
      </Head>
      <Totals>
        <div>
          <dt>{t('benefits.deposit')}</dt>
          <dd data-testid="club-total-deposit">{money(totals.deposit)}</dd>
        </div>
        <div>
          <dt>{t('benefits.turnover')}</dt>
          <dd data-testid="club-total-turnover">{money(totals.turnover)}</dd>
        </div>
      </Totals>
      {next ? (
        <div style={{ display: 'grid', gap: 8 }} data-testid="club-next">
          <span>{t('benefits.toNext', { level: next.levelName })}</span>
          <ProgressBar
            label={t('benefits.depositNeeded')}
            current={next.deposit.current}
            required={next.deposit.required}
            text={`${money(next.deposit.current)} / ${money(next.deposit.required)}`}
            testId="club-progress-deposit"
          />
          <ProgressBar
            label={t('benefits.turnoverNeeded')}
            current={next.turnover.current}
            required={next.turnover.required}
            text={`${money(next.turnover.current)} / ${money(next.turnover.required)}`}
            testId="club-progress-turnover"
          />
        </div>
      ) : (
        <span data-testid="club-top-level">{t('benefits.topLevel')}</span>
      )}
    </Card>
  );
}

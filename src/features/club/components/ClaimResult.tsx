import styled from 'styled-components';

import { sumMinor, toMajor, toMinor } from '../../../../contract/money';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Icon } from '../../../registry/Icon';
import { Button } from '../../../ui';
import type { RebateClaim } from '../../../../contract/club';
import { RebateTable } from './RebateTable';

const Box = styled.section`
  display: grid;
  gap: 8px;
  justify-items: center;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  border: 2px solid ${({ theme }) => theme.palette.success};
  text-align: center;
  svg {
    color: ${({ theme }) => theme.palette.success};
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  strong {
    font-size: 1.6rem;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
  }
`;

/** What the claim paid: the amount added to the balance and its part per game type. */
export function ClaimResult({ claim, onClose }: { claim: RebateClaim; onClose(): void }) {
  const { t } = useTranslation('club');
  const money = useMoney();
  const totalBet = toMajor(sumMinor(claim.rows.map((row) => toMinor(row.betAmount))));
  return (
    <Box role="status" data-testid="rebate-result">
      <Icon name="coins" size="40px" />
      <h2>{t('rebate.claimed')}</h2>
      <strong data-testid="rebate-result-amount">{money(claim.amount)}</strong>
      <p>{t('rebate.claimedAmount', { amount: money(claim.amount) })}</p>
      <RebateTable
        rows={claim.rows}
        totalBet={totalBet}
        totalAmount={claim.amount}
        testId="rebate-paid"
      />
      <Button variant="secondary" onClick={onClose} data-testid="rebate-result-close">
        {t('ok', { ns: 'common' })}
      </Button>
    </Box>
  );
}

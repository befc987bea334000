import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { Payout } from '../api/get-contract';
import type { ContractKind } from '../../../../contract/agent-contracts';
import { periodLabel } from '../period-label';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-size: 0.85rem;
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.palette.success};
    white-space: nowrap;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.85rem;
`;

/** Paid periods, newest first: period, what the tier was chosen by, amount, paid date. */
export function PayoutList({ kind, payouts }: { kind: ContractKind; payouts: readonly Payout[] }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  if (payouts.length === 0)
    return <Empty data-testid="contract-no-payouts">{t('noPayouts')}</Empty>;
  return (
    <List data-testid="contract-payouts">
      {payouts.map((payout) => (
        <Row key={payout.id} data-testid="contract-payout">
          <span>
            {periodLabel(t, payout.period)}
            <small>
              {t(`basis.${kind}`)}: {money(payout.basis)} ·{' '}
              {formatDate(payout.paidAt, 'dateTime', currentLanguage())}
            </small>
          </span>
          <strong data-testid="contract-payout-amount">+{money(payout.amount)}</strong>
        </Row>
      ))}
    </List>
  );
}

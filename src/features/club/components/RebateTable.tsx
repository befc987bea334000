import styled from 'styled-components';

import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { RebateRow } from '../api/get-manual-rebate';
import { formatRate } from '../format-rate';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    padding: 10px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: normal;
    font-size: 0.75rem;
  }
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
`;

interface RebateTableProps {
  rows: readonly RebateRow[];
  totalBet: number;
  totalAmount: number;
  testId: string;
}

/** Game type, valid bet, rate and rebate per row, with the totals. */
export function RebateTable({ rows, totalBet, totalAmount, testId }: RebateTableProps) {
  const { t } = useTranslation('club');
  const { t: shell } = useTranslation('shell');
  const money = useMoney();
  return (
    <Table data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('rebate.gameType')}</th>
          <th scope="col">{t('rebate.validBet')}</th>
          <th scope="col">{t('rebate.rate')}</th>
          <th scope="col">{t('rebate.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.gameType} data-testid={`${testId}-row-${row.gameType}`}>
            <td>{shell(`games.categories.${row.gameType}`, { defaultValue: row.gameType })}</td>
            <td>{money(row.betAmount)}</td>
            <td>{formatRate(row.rate, currentLanguage())}</td>
            <td>{money(row.rebateAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{t('rebate.total')}</td>
          <td data-testid={`${testId}-total-bet`}>{money(totalBet)}</td>
          <td />
          <td data-testid={`${testId}-total`}>{money(totalAmount)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

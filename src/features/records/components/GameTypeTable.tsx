import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { GameTypeProfit } from '../api/get-profit-and-loss';
import { SignedAmount } from './SignedAmount';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  th {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: 500;
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  td {
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.palette.border};
    text-align: end;
  }
`;

/** Bets, wins and profit by game type. */
export function GameTypeTable({ rows }: { rows: readonly GameTypeProfit[] }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  return (
    <Table data-testid="profit-types">
      <thead>
        <tr>
          <th>{t('profit.gameType')}</th>
          <th>{t('profit.bets')}</th>
          <th>{t('profit.totalBet')}</th>
          <th>{t('profit.totalWin')}</th>
          <th>{t('profit.profit')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.gameType} data-testid={`profit-type-${row.gameType}`}>
            <td>{t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType })}</td>
            <td>{row.betCount}</td>
            <td>{money(row.totalBet)}</td>
            <td>{money(row.totalWin)}</td>
            <td>
              <SignedAmount amount={row.profit} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

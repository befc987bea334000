import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { FiguresTable } from '../../../ui/report';
import type { RebateRow } from '../../../../contract/club';
import { formatRate } from '../format-rate';

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
    <FiguresTable data-testid={testId}>
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
    </FiguresTable>
  );
}

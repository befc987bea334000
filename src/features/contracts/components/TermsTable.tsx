import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { FiguresTable } from '../../../ui/report';
import type { ContractTerms } from '../api/get-contract';
import type { ContractKind } from '../../../../contract/agent-contracts';

/** Which tier field is the threshold and which the pay, per kind. */
const COLUMNS: Record<ContractKind, [string, string]> = {
  dailySalary: ['minValidBet', 'salary'],
  hourSalary: ['minValidBetPerHour', 'salary'],
  dividend: ['minProfitLoss', 'ratePercent'],
};

/** The contract's tiers, lowest first: what the team must reach and what it pays. */
export function TermsTable({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  const [threshold, pays] = COLUMNS[kind];
  // Each kind's tiers name their own fields: read them by the kind's column names.
  const rows: Record<string, number>[] = [...terms.tiers];
  const tiers = rows.sort((a, b) => (a[threshold] ?? 0) - (b[threshold] ?? 0));
  return (
    <FiguresTable data-testid="contract-terms">
      <thead>
        <tr>
          <th scope="col">{t('tier')}</th>
          <th scope="col">{t(`threshold.${kind}`)}</th>
          <th scope="col">{t(`pays.${kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            <td>≥ {money(tier[threshold] ?? 0)}</td>
            <td>{kind === 'dividend' ? `${tier[pays] ?? 0}%` : money(tier[pays] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}

import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import {
  type RangePreset,
  RangeTabs,
  ReportList,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { type DividendTotals, useDividends } from './api/get-dividends';
import { DividendItem } from './components/DividendItem';
import { Page } from './components/styles';

const Terms = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 12px;
`;

function ContractTerms({ contract }: { contract: DividendTotals['contract'] }) {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  if (!contract) return <Terms data-testid="dividend-terms">{t('dividend.noContract')}</Terms>;
  const tiers = [...contract.tiers].sort((a, b) => a.minProfitLoss - b.minProfitLoss);
  return (
    <Terms data-testid="dividend-terms">
      {t('dividend.terms')}{' '}
      {tiers
        .map((tier) =>
          t('dividend.tier', { loss: money(tier.minProfitLoss), rate: tier.ratePercent }),
        )
        .join(' · ')}
    </Terms>
  );
}

/** `/m/member/agent/agentDivident`: the dividend per period (half month) of the agent's contract. */
export function AgentDividendScreen() {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last30');
  const query = useDividends(useReportDays(preset));
  const totals = footerOf(query.data?.pages);
  return (
    <Page data-testid="agent-dividend-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <SummaryBar
        items={[
          {
            label: t('dividend.teamResult'),
            value: money(totals?.teamResult ?? 0),
            testId: 'dividend-total-result',
          },
          {
            label: t('dividend.amount'),
            value: money(totals?.amount ?? 0),
            testId: 'dividend-total',
          },
          {
            label: t('dividend.paid'),
            value: money(totals?.settledAmount ?? 0),
            testId: 'dividend-paid',
          },
        ]}
      />
      {totals && <ContractTerms contract={totals.contract} />}
      <ReportList
        query={query}
        rowKey={(row) => row.period}
        renderRow={(row) => <DividendItem row={row} />}
        emptyText={t('dividend.empty')}
        testId="dividend-rows"
      />
    </Page>
  );
}

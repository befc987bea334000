import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { NON_AGENT_TYPES } from '../../../schema/constants';
import { footerOf } from '../../lib/paged-report';
import { useCustomerType } from '../../lib/session-store';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { EmptyState } from '../../ui';
import {
  RangeTabs,
  type RangePreset,
  useReportDays,
  ReportList,
  SummaryBar,
} from '../../ui/report';
import { useTransactions } from './api/get-transactions';
import { ChipFilter } from '../../ui/ChipFilter';
import { Heading, Page } from './components/Page';
import { TransactionItem } from './components/TransactionItem';
import { AGENT_GROUPS, TRANSACTION_GROUPS, type TransactionGroup } from './types';

type GroupChoice = 'all' | TransactionGroup;

/** `/m/transaction/record`: the account's money movements; `?types=A` is the agent's own variant. */
export function TransactionRecordScreen() {
  const { t } = useTranslation('records');
  const [params] = useSearchParams();
  const agent = params.get('types') === 'A';
  const customerType = useCustomerType();
  if (
    agent &&
    (customerType === null || (NON_AGENT_TYPES as readonly number[]).includes(customerType))
  )
    return <EmptyState title={t('transactions.agentOnly')} />;
  return <TransactionRecord key={agent ? 'agent' : 'member'} agent={agent} />;
}

function TransactionRecord({ agent }: { agent: boolean }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('today');
  const days = useReportDays(preset);
  const [group, setGroup] = useState<GroupChoice>('all');
  const query = useTransactions({
    ...days,
    group: group === 'all' ? undefined : group,
    agent,
  });
  const footer = footerOf(query.data?.pages);
  const groups: readonly GroupChoice[] = ['all', ...(agent ? AGENT_GROUPS : TRANSACTION_GROUPS)];
  return (
    <Page data-testid={agent ? 'agent-transaction-screen' : 'transaction-screen'}>
      {agent && <Heading>{t('transactions.agentTitle')}</Heading>}
      <RangeTabs value={preset} onChange={setPreset} />
      <ChipFilter<GroupChoice>
        label={t('transactions.filter')}
        options={groups.map((id) => ({ id, label: t(`groups.${id}`) }))}
        value={group}
        onChange={setGroup}
        testIdPrefix="transaction-group"
      />
      {footer && (
        <SummaryBar
          items={[
            {
              label: t('transactions.totalIn'),
              value: money(footer.totalIn),
              testId: 'transaction-total-in',
            },
            {
              label: t('transactions.totalOut'),
              value: money(footer.totalOut),
              testId: 'transaction-total-out',
            },
            { label: t('transactions.net'), value: money(footer.net), testId: 'transaction-net' },
          ]}
        />
      )}
      <ReportList
        query={query}
        rowKey={(row) => row.id}
        renderRow={(row) => <TransactionItem row={row} />}
        emptyText={t('transactions.empty')}
        testId="transaction-rows"
      />
    </Page>
  );
}

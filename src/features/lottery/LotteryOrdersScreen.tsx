import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { Button, EmptyState, ErrorState, LoadingIndicator, Tabs } from '../../ui';
import { useLotteryOrders } from './api/get-orders';
import { OrderRow } from './orders/OrderRow';
import type { OrderStatus } from './types';

const Page = styled.div`
  padding: 12px;
`;

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', 'open', 'settled', 'cancelled'];

/** `/m/lottery`: my lottery orders by status, a page at a time, each with its detail. */
export function LotteryOrdersScreen() {
  const { t } = useTranslation('shell');
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const { data, isPending, isError, refetch, isFetching } = useLotteryOrders(
    filter === 'all' ? undefined : filter,
    pageNo,
  );
  const choose = (next: Filter) => {
    setFilter(next);
    setPageNo(1);
  };
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError)
    body = <ErrorState message={t('lottery.loadFailed')} onRetry={() => void refetch()} />;
  else if (!data.list.length) body = <EmptyState title={t('lottery.noOrders')} />;
  else
    body = (
      <>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="lottery-orders">
          {data.list.map((order) => (
            <OrderRow
              key={order.orderId}
              order={order}
              expanded={expanded === order.orderId}
              onToggle={(id) => setExpanded((current) => (current === id ? null : id))}
            />
          ))}
        </ul>
        {data.totalPages > 1 && (
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
            <Button
              variant="secondary"
              disabled={pageNo <= 1}
              onClick={() => setPageNo(pageNo - 1)}
            >
              {t('lottery.previous')}
            </Button>
            <span data-testid="lottery-orders-page">
              {t('lottery.page', { page: pageNo, pages: data.totalPages })}
            </span>
            <Button
              variant="secondary"
              disabled={pageNo >= data.totalPages || isFetching}
              onClick={() => setPageNo(pageNo + 1)}
              data-testid="lottery-orders-next"
            >
              {t('lottery.next')}
            </Button>
          </div>
        )}
      </>
    );
  return (
    <Page data-testid="lottery-orders-screen">
      <Tabs
        tabs={FILTERS.map((id) => ({ id, label: t(`lottery.filters.${id}`) }))}
        active={filter}
        onSelect={choose}
        testIdPrefix="lottery-filter"
      />
      {body}
    </Page>
  );
}

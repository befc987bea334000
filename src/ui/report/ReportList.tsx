import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { errorMessage } from '../../lib/error-message';
import { type ReportPage, rowsOf } from '../../lib/paged-report';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LoadingIndicator } from '../LoadingIndicator';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.spacing(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 13px;
`;

export interface ReportListProps<Row> {
  query: UseInfiniteQueryResult<InfiniteData<ReportPage<Row>>>;
  rowKey(row: Row): string | number;
  renderRow(row: Row): ReactNode;
  /** Defaults to the translated 'No data yet'. */
  emptyText?: string;
  testId?: string;
}

/** A report's rows with loading, error-with-retry and empty states; the next page loads on approach. */
export function ReportList<Row>({
  query,
  rowKey,
  renderRow,
  emptyText,
  testId,
}: ReportListProps<Row>) {
  const { t } = useTranslation('common');
  const rows = rowsOf(query.data?.pages);
  if (query.isPending) return <LoadingIndicator />;
  if (query.isError && rows.length === 0) {
    return (
      <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />
    );
  }
  if (rows.length === 0) return <EmptyState title={emptyText ?? t('no_data')} />;
  return (
    <>
      <Rows data-testid={testId}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{renderRow(row)}</li>
        ))}
      </Rows>
      <NextPage query={query} />
    </>
  );
}

/** 'Load more' that also triggers itself when it scrolls into view. */
function NextPage<Row>({ query }: Pick<ReportListProps<Row>, 'query'>) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isError, fetchNextPage]);
  if (!hasNextPage) return <More>{t('no_more')}</More>;
  return (
    <More ref={sentinel}>
      <Button
        variant="secondary"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        data-testid="report-more"
      >
        {isError ? t('load_failed_retry') : t('report.load_more')}
      </Button>
    </More>
  );
}

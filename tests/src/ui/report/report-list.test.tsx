import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/lib/api-error';
import type { ReportPage } from '../../../../src/lib/paged-report';
import { ReportList } from '../../../../src/ui/report';
import { renderThemed } from '../render-themed';

type Row = { id: number; label: string };
type Query = UseInfiniteQueryResult<InfiniteData<ReportPage<Row>>>;

const page = (rows: Row[], pageNum: number, totalPages: number): ReportPage<Row> => ({
  content: rows,
  pageNum,
  totalPages,
  totalCount: rows.length,
});

/** Just the fields ReportList reads, as TanStack would report them. */
function fakeQuery(state: Partial<Query>): Query {
  return {
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    data: undefined,
    ...state,
  } as unknown as Query;
}

const renderList = (query: Query) =>
  renderThemed(
    <ReportList
      query={query}
      rowKey={(row) => row.id}
      renderRow={(row) => row.label}
      testId="rows"
    />,
  );

describe('ReportList', () => {
  it('draws the rows of every loaded page and offers the next one', async () => {
    const query = fakeQuery({
      data: { pages: [page([{ id: 1, label: 'first' }], 1, 2)], pageParams: [1] },
      hasNextPage: true,
    });
    renderList(query);
    expect(screen.getByTestId('rows')).toHaveTextContent('first');
    await userEvent.click(screen.getByTestId('report-more'));
    expect(query.fetchNextPage).toHaveBeenCalled();
  });

  it('says there is nothing more on the last page', () => {
    renderList(
      fakeQuery({ data: { pages: [page([{ id: 1, label: 'a' }], 1, 1)], pageParams: [1] } }),
    );
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.queryByTestId('report-more')).toBeNull();
  });

  it('shows the empty state for a range without records', () => {
    renderList(fakeQuery({ data: { pages: [page([], 1, 0)], pageParams: [1] } }));
    expect(screen.getByText('No data yet')).toBeInTheDocument();
  });

  it('turns a failed first load into a message with retry', async () => {
    const query = fakeQuery({
      isError: true,
      error: new ApiError('insufficient.balance', 'x', 200),
    });
    renderList(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalled();
  });
});

import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/** The page every report endpoint answers (docs/api.md "Reports"). */
export interface ReportPage<Row, Footer = unknown> {
  content: Row[];
  /** 1-based number of this page. */
  pageNum: number;
  totalPages: number;
  totalCount: number;
  /** Totals over the whole range, not just this page. */
  footer?: Footer;
}

export type ReportParams = Record<string, string | number | undefined>;

export const REPORT_PAGE_SIZE = 20;

/** The page to fetch: `pageNo` 1, 2, … and the page size. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface PagedQueryOptions<Page> {
  /** The list's key from its entity's factory, e.g. `inboxKeys.messages()`; params and page size are appended. */
  key: QueryKey;
  /** The list's own filters, for the query key (the same ones `fetchPage` sends). */
  params?: ReportParams;
  /** Fetches one page, typically `call(endpoint, { query: { ...filters, ...page }, signal })`. */
  fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<Page>;
  pageSize?: number;
  enabled?: boolean;
}

/**
 * A list read page after page (pageNo 1, 2, … until `totalPages`) from a contract call: the page type
 * is the endpoint's answer (src/lib/api-call.ts), not a type parameter the caller asserts.
 */
export function usePagedQuery<Page extends ReportPage<unknown, unknown>>({
  key,
  params = {},
  fetchPage,
  pageSize = REPORT_PAGE_SIZE,
  enabled = true,
}: PagedQueryOptions<Page>) {
  return useInfiniteQuery({
    queryKey: [...key, params, pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage({ pageNo: pageParam, pageSize }, signal),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** Every row of the loaded pages, in order. */
export const rowsOf = <Row>(pages: readonly ReportPage<Row, unknown>[] | undefined): Row[] =>
  (pages ?? []).flatMap((page) => page.content);

/** The footer of the first page (totals cover the whole range, so every page carries the same). */
export const footerOf = <Footer>(
  pages: readonly ReportPage<unknown, Footer>[] | undefined,
): Footer | undefined => pages?.[0]?.footer;

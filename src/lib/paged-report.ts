import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKey } from './query-client';

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

export interface PagedReportOptions {
  /** Query-key parts naming the report, e.g. `['deposit', 'report']`; params are appended. */
  key: readonly unknown[];
  path: string;
  /** startDate, endDate and the report's own filters; undefined values are left out. */
  params: ReportParams;
  pageSize?: number;
  enabled?: boolean;
}

export const REPORT_PAGE_SIZE = 20;

/** A report read page after page (pageNo 1, 2, …) until `totalPages`. */
export function usePagedReport<Row, Footer = unknown>({
  key,
  path,
  params,
  pageSize = REPORT_PAGE_SIZE,
  enabled = true,
}: PagedReportOptions) {
  return useInfiniteQuery({
    queryKey: queryKey(...key, params, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ReportPage<Row, Footer>>(path, {
        query: { ...params, pageNo: pageParam, pageSize },
        signal,
      }),
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

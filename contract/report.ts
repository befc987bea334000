import type { JSONSchema } from 'json-schema-to-ts';

import { pageNo, pageSize } from './inputs';
import { array, integer, record } from './schema';

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Query-string properties every report shares (server/http/report-query.ts reads the days): the
 * days in the tenant's time zone (`startDate` defaults to `endDate`, `endDate` to today), and the page.
 */
export const reportQueryProperties = {
  startDate: { type: 'string', pattern: DAY },
  endDate: { type: 'string', pattern: DAY },
  pageNo,
  pageSize: pageSize(20),
} as const;

/** The page every report answers; `footer` holds totals over the whole range, not just this page. */
export const reportPage = <const Row extends JSONSchema, const Footer extends JSONSchema>(
  row: Row,
  footer: Footer,
) =>
  record({
    content: array(row),
    /** 1-based number of this page. */
    pageNum: integer,
    totalPages: integer,
    totalCount: integer,
    footer,
  });

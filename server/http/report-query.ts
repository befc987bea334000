import type { FastifyReply, FastifyRequest } from 'fastify';

import { DAY, type Clock } from '../domain/clock';
import { dayOf, dayRange, isDay, tenantTimeZone } from '../domain/play/tenant-day';
import { ErrorCodes, fail } from './envelope';
import { merchantOf } from './merchant';

/** A report may span this many days at most. */
export const MAX_REPORT_DAYS = 92;

export interface ReportQuery {
  /** `YYYY-MM-DD` in the tenant's time zone; defaults to `endDate`. */
  startDate?: string;
  /** Defaults to today in the tenant's time zone. */
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

/** [from, to) epoch ms of the days a report asks for. */
export interface ReportRange {
  from: number;
  to: number;
}

/**
 * The report's days as epoch ms, cut in the tenant's time zone; null after answering 400 when the
 * days are not real, reversed, or span more than `MAX_REPORT_DAYS`.
 */
export function reportRange(
  request: FastifyRequest<{ Querystring: ReportQuery }>,
  reply: FastifyReply,
  now: Clock,
): ReportRange | null {
  const zone = tenantTimeZone(merchantOf(request).tenant);
  const { endDate = dayOf(zone, now()) } = request.query;
  const { startDate = endDate } = request.query;
  const [from = 0, to = 0] =
    isDay(startDate) && isDay(endDate) ? dayRange(zone, startDate, endDate) : [];
  if (to > from && to - from <= MAX_REPORT_DAYS * DAY) return { from, to };
  void reply
    .code(400)
    .send(
      fail(
        ErrorCodes.invalidRequest,
        `querystring needs real days, startDate <= endDate, at most ${MAX_REPORT_DAYS} days`,
      ),
    );
  return null;
}

type PageQuery = Pick<ReportQuery, 'pageNo' | 'pageSize'>;

interface Page<Row> {
  content: Row[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** The page every report answers (contract/report.ts), with its `footer` of totals when it has one. */
export function reportPage<Row>(content: Row[], query: PageQuery, totalCount: number): Page<Row>;
export function reportPage<Row, Footer>(
  content: Row[],
  query: PageQuery,
  totalCount: number,
  footer: Footer,
): Page<Row> & { footer: Footer };
export function reportPage<Row>(
  content: Row[],
  query: PageQuery,
  totalCount: number,
  ...footer: unknown[]
) {
  const page: Page<Row> = {
    content,
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
  return footer.length === 0 ? page : { ...page, footer: footer[0] };
}

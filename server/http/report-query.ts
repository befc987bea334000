import type { FastifyReply, FastifyRequest } from 'fastify';

import { DAY, type Clock } from '../domain/clock';
import { dayOf, dayRange, isDay, tenantTimeZone } from '../domain/play/tenant-day';
import { ErrorCodes, fail } from './envelope';
import { pageNo, pageSize } from '../../contract/inputs';
import { merchantOf } from './merchant';

/** A report may span this many days at most. */
export const MAX_REPORT_DAYS = 92;

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** Query-string properties every report shares; spread them into a route's own schema. */
export const reportQueryProperties = {
  startDate: { type: 'string', pattern: DATE },
  endDate: { type: 'string', pattern: DATE },
  pageNo,
  pageSize: pageSize(20),
} as const;

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

/** The page shape every report answers: `{content, pageNum, totalPages, totalCount, footer?}`. */
export function reportPage<Row, Footer = undefined>(
  content: Row[],
  query: Pick<ReportQuery, 'pageNo' | 'pageSize'>,
  totalCount: number,
  footer?: Footer,
) {
  return {
    content,
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    ...(footer === undefined ? {} : { footer }),
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { TRIAL_TYPE } from '../../schema/constants';
import {
  createDeposit,
  DEPOSIT_TTL_MS,
  DepositError,
  depositErrors,
  type DepositRecord,
  depositReport,
  depositRow,
  type DepositStatus,
  findDeposit,
  listChannels,
  MAX_PENDING_DEPOSITS,
  payKey,
} from '../domain/deposit';
import { tenantCurrency } from '../domain/tenants';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { requireSession, sessionOf } from '../http/session';
import { payUrlOf, qrImageOf } from './deposit-links';
import { depositPayRoutes } from './deposit-pay';
import { requestId } from '../../contract/inputs';

const STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;

const createBody = {
  type: 'object',
  required: ['requestId', 'channel', 'amount'],
  properties: {
    requestId,
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,32}$' },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 1e15 } },
} as const;

const reportQuery = {
  type: 'object',
  properties: { ...reportQueryProperties, status: { enum: STATUSES } },
} as const;

interface CreateBody {
  requestId: string;
  channel: string;
  amount: number;
}

const trialRefusal = () =>
  fail(ErrorCodes.notAvailable, 'Please login an actual account to use this function');

/** preHandler after requireSession: free-trial accounts move no real money. */
async function refuseTrial(request: FastifyRequest, reply: FastifyReply) {
  if (sessionOf(request).customerType === TRIAL_TYPE) return reply.send(trialRefusal());
}

const language = (request: FastifyRequest) => {
  const header = request.headers.language;
  return typeof header === 'string' ? header.toLowerCase().split(/[_-]/)[0] : undefined;
};

/** Deposit settings, requests, one deposit, the deposit report; the payment page in deposit-pay.ts. */
export async function depositRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const key = payKey(app.deps.signingSecret);
  const guarded = { preHandler: [requireSession, refuseTrial] };

  /** A deposit as the site sees it: while pending, where to pay (and a QR code for QR channels). */
  function view(request: FastifyRequest, deposit: DepositRecord) {
    if (deposit.status !== 'pending') return depositRow(deposit);
    const payUrl = payUrlOf(key, deposit.id, language(request));
    const qrImage = deposit.channelType === 'qr' ? qrImageOf(request, payUrl) : undefined;
    return { ...depositRow(deposit), payUrl, ...(qrImage ? { qrImage } : {}) };
  }

  app.get('/wps/relay/MCSFE_getDepositSettings', guarded, async (request) => {
    const { currency, currencySymbol } = tenantCurrency(merchantOf(request).tenant);
    return ok({
      currency,
      currencySymbol,
      maxPending: MAX_PENDING_DEPOSITS,
      expiresInMinutes: DEPOSIT_TTL_MS / 60_000,
      channels: await listChannels(db, sessionOf(request).tenantId),
    });
  });

  app.post<{ Body: CreateBody }>(
    '/wps/transaction/deposit',
    { ...guarded, schema: { body: createBody } },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      try {
        const { deposit, replayed } = await createDeposit(db, now, {
          tenantId,
          memberId,
          ...request.body,
        });
        return ok({ ...view(request, deposit), replayed });
      } catch (error) {
        if (error instanceof DepositError) return fail(error.errorCode, error.message);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    '/wps/transaction/deposit/:id',
    { ...guarded, schema: { params: idParams } },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const deposit = await findDeposit(db, now, tenantId, memberId, request.params.id);
      if (!deposit) {
        const error = depositErrors.notFound();
        return fail(error.errorCode, error.message);
      }
      return ok(view(request, deposit));
    },
  );

  app.get<{ Querystring: ReportQuery & { status?: DepositStatus } }>(
    '/wps/report/depositTransaction',
    { ...guarded, schema: { querystring: reportQuery } },
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, memberId } = sessionOf(request);
      const { pageNo, pageSize, status } = request.query;
      const report = await depositReport(db, now, {
        tenantId,
        memberId,
        ...range,
        status,
        pageNo,
        pageSize,
      });
      return ok(reportPage(report.rows, request.query, report.totalCount, report.footer));
    },
  );

  await app.register(depositPayRoutes);
}

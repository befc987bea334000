import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  createDeposit as createDepositEndpoint,
  type Deposit,
  getDeposit,
  getDepositReport,
  getDepositSettings,
} from '../../contract/deposit';
import { TRIAL_TYPE } from '../../schema/constants';
import {
  createDeposit,
  DEPOSIT_TTL_MS,
  DepositError,
  depositErrors,
  type DepositRecord,
  depositReport,
  depositRow,
  findDeposit,
  listChannels,
  MAX_PENDING_DEPOSITS,
  payKey,
} from '../domain/deposit';
import { tenantCurrency } from '../domain/tenants';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage, reportRange } from '../http/report-query';
import { sessionOf } from '../http/session';
import { payUrlOf, qrImageOf } from './deposit-links';
import { depositPayRoutes } from './deposit-pay';

const trialRefusal = () =>
  fail(ErrorCodes.notAvailable, 'Please login an actual account to use this function');

/** preHandler after the session check: free-trial accounts move no real money. */
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
  const guarded = { preHandler: refuseTrial };

  /** A deposit as the site sees it: while pending, where to pay (and a QR code for QR channels). */
  function view(request: FastifyRequest, deposit: DepositRecord): Deposit {
    if (deposit.status !== 'pending') return depositRow(deposit);
    const payUrl = payUrlOf(key, deposit.id, language(request));
    const qrImage = deposit.channelType === 'qr' ? qrImageOf(request, payUrl) : undefined;
    return { ...depositRow(deposit), payUrl, ...(qrImage ? { qrImage } : {}) };
  }

  serve(
    app,
    getDepositSettings,
    async (request) => {
      const { currency, currencySymbol } = tenantCurrency(merchantOf(request).tenant);
      return ok({
        currency,
        currencySymbol,
        maxPending: MAX_PENDING_DEPOSITS,
        expiresInMinutes: DEPOSIT_TTL_MS / 60_000,
        channels: await listChannels(db, sessionOf(request).tenantId),
      });
    },
    guarded,
  );

  serve(
    app,
    createDepositEndpoint,
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
    guarded,
  );

  serve(
    app,
    getDeposit,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const deposit = await findDeposit(db, now, tenantId, memberId, request.params.id);
      if (!deposit) {
        const error = depositErrors.notFound();
        return fail(error.errorCode, error.message);
      }
      return ok(view(request, deposit));
    },
    guarded,
  );

  serve(
    app,
    getDepositReport,
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
    guarded,
  );

  await app.register(depositPayRoutes);
}

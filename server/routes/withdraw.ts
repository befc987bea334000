import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { TRIAL_TYPE } from '../../schema/constants';
import { tenantCountry } from '../domain/countries';
import { hasPaymentPassword } from '../domain/payment-password';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { tenantCurrency } from '../domain/tenants';
import {
  addCard,
  bankList,
  CARD_TYPES,
  checkCard,
  clockText,
  countSince,
  insideWindow,
  listCards,
  requestWithdrawal,
  todayRange,
  withdrawErrors,
  withdrawReport,
  withdrawRules,
  type WithdrawRequest,
} from '../domain/withdraw';
import { decryptBody } from '../http/body';
import { ok } from '../http/envelope';
import { idInteger, requestId, singleLineText } from '../../contract/inputs';
import { merchantOf } from '../http/merchant';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { requireSession, sessionOf } from '../http/session';
import { withdrawDevRoutes } from './withdraw-dev';

const cardBody = {
  type: 'object',
  required: ['cardType', 'bankCode', 'holderName', 'accountNumber'],
  properties: {
    cardType: { enum: CARD_TYPES },
    bankCode: singleLineText(32),
    holderName: singleLineText(120),
    accountNumber: singleLineText(80),
  },
} as const;

const withdrawBody = {
  type: 'object',
  required: ['amount', 'bankCardId', 'requestId'],
  properties: {
    amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] },
    bankCardId: idInteger,
    password: singleLineText(128),
    requestId: requestId,
  },
} as const;

const reportQuery = {
  type: 'object',
  properties: { ...reportQueryProperties, status: { enum: ['pending', 'approved', 'rejected'] } },
} as const;

type WithdrawReportQuery = ReportQuery & { status?: 'pending' | 'approved' | 'rejected' };
type CardBody = { cardType: string; bankCode: string; holderName: string; accountNumber: string };

const encrypted = {
  config: { encrypted: true },
  onRequest: requireSession,
  preValidation: decryptBody,
} as const;

/** Trial accounts (type 4) may not move real money or keep payout cards. */
function realMember(request: FastifyRequest) {
  const session = sessionOf(request);
  if (session.customerType === TRIAL_TYPE) throw withdrawErrors.trial();
  return session;
}

/** Withdraw settings, bank cards, the withdrawal itself and its report. */
export async function withdrawRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    { preHandler: requireSession },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { tenant } = merchantOf(request);
      const rules = await withdrawRules(db, tenant);
      const usedToday = await countSince(db, tenantId, memberId, todayRange(tenant, now()));
      const needPassword = tenant.flags.WDRAWNOPASSVERIF3 !== true;
      return ok({
        minAmount: rules.minAmount,
        maxAmount: rules.maxAmount,
        dailyCount: rules.dailyCount,
        usedToday,
        feePercent: rules.feePercent,
        feeFixed: rules.feeFixed,
        window: {
          start: clockText(rules.windowStart),
          end: clockText(rules.windowEnd),
          timeZone: tenantTimeZone(tenant),
          open: insideWindow(rules, tenant, now()),
        },
        maxCards: rules.maxCards,
        needPassword,
        hasPassword: await hasPaymentPassword(db, tenantId, memberId),
        currency: tenantCurrency(tenant).currency,
      });
    },
  );

  app.get('/wps/member/hasWithdrawalPassword', { preHandler: requireSession }, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    return ok(await hasPaymentPassword(db, tenantId, memberId));
  });

  app.get('/wps/relay/MCSFE_getBankList', { preHandler: requireSession }, async (request) =>
    ok(bankList(tenantCountry(merchantOf(request).tenant))),
  );

  app.get('/wps/member/bankCard', { preHandler: requireSession }, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    const { maxCards } = await withdrawRules(db, merchantOf(request).tenant);
    return ok({ cards: await listCards(db, tenantId, memberId), maxCards });
  });

  app.put<{ Body: CardBody }>(
    '/wps/member/bankCard',
    { ...encrypted, schema: { body: cardBody } },
    async (request) => {
      const { tenantId, memberId } = realMember(request);
      const { tenant } = merchantOf(request);
      const card = checkCard(request.body, bankList(tenantCountry(tenant)));
      const { maxCards } = await withdrawRules(db, tenant);
      return ok(await addCard(db, now, { tenantId, memberId, maxCards }, card));
    },
  );

  app.post<{ Body: WithdrawRequest }>(
    '/wps/transaction/withdraw',
    { ...encrypted, schema: { body: withdrawBody } },
    async (request) => {
      const member = realMember(request);
      return ok(
        await requestWithdrawal({ db, now }, merchantOf(request).tenant, member, request.body),
      );
    },
  );

  app.get<{ Querystring: WithdrawReportQuery }>(
    '/wps/report/withdrawTransaction',
    { schema: { querystring: reportQuery }, preHandler: requireSession },
    async (request: FastifyRequest<{ Querystring: WithdrawReportQuery }>, reply: FastifyReply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, memberId } = sessionOf(request);
      const { pageNo, pageSize, status } = request.query;
      const page = await withdrawReport(db, {
        tenantId,
        memberId,
        ...range,
        status,
        pageNo,
        pageSize,
      });
      return ok(reportPage(page.rows, request.query, page.count, page.footer));
    },
  );

  if (app.deps.dev) await app.register(withdrawDevRoutes);
}

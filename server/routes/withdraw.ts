import type { FastifyInstance, FastifyRequest } from 'fastify';

import { toMajor } from '../../contract/money';
import {
  addBankCard,
  createWithdrawal,
  getBankCards,
  getBankList,
  getWithdrawReport,
  getWithdrawSettings,
  hasWithdrawalPassword,
} from '../../contract/withdraw';
import { TRIAL_TYPE } from '../../schema/constants';
import { tenantCountry } from '../domain/countries';
import { hasPaymentPassword } from '../domain/payment-password';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { tenantCurrency } from '../domain/tenants';
import {
  addCard,
  bankList,
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
} from '../domain/withdraw';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage, reportRange } from '../http/report-query';
import { sessionOf } from '../http/session';
import { withdrawDevRoutes } from './withdraw-dev';

const encrypted = { config: { encrypted: true }, preValidation: decryptBody } as const;

/** Trial accounts (type 4) may not move real money or keep payout cards. */
function realMember(request: FastifyRequest) {
  const session = sessionOf(request);
  if (session.customerType === TRIAL_TYPE) throw withdrawErrors.trial();
  return session;
}

/** Withdraw settings, bank cards, the withdrawal itself and its report. */
export async function withdrawRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getWithdrawSettings, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    const { tenant } = merchantOf(request);
    const rules = await withdrawRules(db, tenant);
    const usedToday = await countSince(db, tenantId, memberId, todayRange(tenant, now()));
    const needPassword = tenant.flags.WDRAWNOPASSVERIF3 !== true;
    return ok({
      minAmount: toMajor(rules.minAmount),
      maxAmount: toMajor(rules.maxAmount),
      dailyCount: rules.dailyCount,
      usedToday,
      feePercent: rules.feePercent,
      feeFixed: toMajor(rules.feeFixed),
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
  });

  serve(app, hasWithdrawalPassword, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    return ok(await hasPaymentPassword(db, tenantId, memberId));
  });

  serve(app, getBankList, async (request) =>
    ok(bankList(tenantCountry(merchantOf(request).tenant))),
  );

  serve(app, getBankCards, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    const { maxCards } = await withdrawRules(db, merchantOf(request).tenant);
    return ok({ cards: await listCards(db, tenantId, memberId), maxCards });
  });

  serve(
    app,
    addBankCard,
    async (request) => {
      const { tenantId, memberId } = realMember(request);
      const { tenant } = merchantOf(request);
      const card = checkCard(request.body, bankList(tenantCountry(tenant)));
      const { maxCards } = await withdrawRules(db, tenant);
      return ok(await addCard(db, now, { tenantId, memberId, maxCards }, card));
    },
    encrypted,
  );

  serve(
    app,
    createWithdrawal,
    async (request) => {
      const member = realMember(request);
      return ok(
        await requestWithdrawal({ db, now }, merchantOf(request).tenant, member, request.body),
      );
    },
    encrypted,
  );

  serve(app, getWithdrawReport, async (request, reply) => {
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
  });

  if (app.deps.dev) await app.register(withdrawDevRoutes);
}

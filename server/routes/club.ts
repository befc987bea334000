import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  type ClubBenefit,
  claimManualRebate,
  getManualRebate,
  getMemberClubBenefit,
  getRebateReport,
} from '../../contract/club';
import { toMajor } from '../../contract/money';
import { TRIAL_TYPE } from '../../schema/constants';
import type { TenantFlags } from '../../schema/tenant';
import {
  byLadderOrder,
  claimRebate,
  ClubError,
  type ClubLevel,
  LEVEL_MONEY,
  type MemberClub,
  memberClub,
  rebateAvailable,
  rebateReport,
} from '../domain/club';
import { majorFields } from '../domain/money-edge';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { serve } from '../http/contract-route';
import { reportPage, reportRange } from '../http/report-query';
import { sessionOf } from '../http/session';

const TRIAL_REFUSED = 'Please login an actual account to use this function';

/** preHandler: trial accounts (and tenants without `flag`) get `function.not.available`. */
function realMemberWith(flag?: keyof TenantFlags) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (sessionOf(request).customerType === TRIAL_TYPE)
      return reply.send(fail(ErrorCodes.notAvailable, TRIAL_REFUSED));
    if (flag && !merchantOf(request).tenant.flags[flag])
      return reply.send(
        fail(ErrorCodes.notAvailable, `${flag} is not available for this merchant`),
      );
  };
}

const levelView = (level: ClubLevel) => {
  const { name, rebateRates, ...rest } = level;
  return {
    ...majorFields(rest, LEVEL_MONEY),
    levelName: name,
    rebateRates: Object.keys(rebateRates)
      .sort(byLadderOrder)
      .map((gameType) => ({ gameType, rate: rebateRates[gameType] ?? 0 })),
  };
};

/** `MCSFE_getMemberClubBenefit` value: level, progress to the next one, the whole ladder. */
function benefitView({ level, levels, totals, upgradedTo }: MemberClub): ClubBenefit {
  const next = levels.find((candidate) => candidate.level === level.level + 1);
  return {
    level: level.level,
    levelName: level.name,
    totals: majorFields(totals, ['deposit', 'turnover']),
    next: next && {
      level: next.level,
      levelName: next.name,
      deposit: { current: toMajor(totals.deposit), required: toMajor(next.depositThreshold) },
      turnover: { current: toMajor(totals.turnover), required: toMajor(next.turnoverThreshold) },
    },
    levels: levels.map(levelView),
    upgradedTo,
  };
}

/** VIP club (benefits, level progress), manual rebate and the rebate report. */
export async function clubRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const standing = (request: FastifyRequest) => {
    const { tenantId, memberId } = sessionOf(request);
    return memberClub(db, now, tenantId, memberId);
  };

  serve(app, getMemberClubBenefit, async (request) => ok(benefitView(await standing(request))), {
    preHandler: realMemberWith(),
  });

  serve(
    app,
    getManualRebate,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { level } = await standing(request);
      return ok(await rebateAvailable(db, tenantId, memberId, level));
    },
    { preHandler: realMemberWith('MANPLAYREB3') },
  );

  serve(
    app,
    claimManualRebate,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { level } = await standing(request);
      try {
        const { requestId } = request.body;
        return ok(await claimRebate(db, now, { tenantId, memberId, requestId, level }));
      } catch (error) {
        if (error instanceof ClubError) return fail(error.errorCode, error.message);
        throw error;
      }
    },
    { preHandler: realMemberWith('MANPLAYREB3') },
  );

  serve(
    app,
    getRebateReport,
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, memberId } = sessionOf(request);
      const { pageNo, pageSize } = request.query;
      const report = await rebateReport(db, { tenantId, memberId, ...range, pageNo, pageSize });
      return ok(reportPage(report.content, request.query, report.totalCount, report.footer));
    },
    { preHandler: realMemberWith('PLYRBT') },
  );
}

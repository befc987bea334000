import type { FastifyInstance } from 'fastify';

import {
  changePassword as changePasswordEndpoint,
  requestPasswordEmail,
  resetPasswordByCode as resetByCodeEndpoint,
  resetPasswordByPhone as resetByPhoneEndpoint,
} from '../../contract/account';
import {
  changePassword,
  forgotPassword,
  resetPasswordByCode,
  resetPasswordByPhone,
} from '../domain/account-passwords';
import { accountBudget } from '../http/account-budget';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { sessionOf, tokenOf } from '../http/session';

/** Change password (encrypted, session), forgot password by e-mail, set password by phone. */
export async function passwordRoutes(app: FastifyInstance) {
  const { deps } = app;
  const budgeted = { preHandler: accountBudget('passwordResets') };

  serve(
    app,
    changePasswordEndpoint,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      await changePassword(deps, { tenantId, memberId, token: tokenOf(request) }, request.body);
      return ok(true);
    },
    { config: { encrypted: true }, preValidation: decryptBody },
  );

  serve(
    app,
    requestPasswordEmail,
    async (request) => {
      await forgotPassword(deps, merchantOf(request).tenant, request.body);
      return ok(true);
    },
    budgeted,
  );

  serve(
    app,
    resetByCodeEndpoint,
    async (request) =>
      ok(await resetPasswordByCode(deps, merchantOf(request).tenant, request.body)),
    budgeted,
  );

  serve(
    app,
    resetByPhoneEndpoint,
    async (request) =>
      ok(await resetPasswordByPhone(deps, merchantOf(request).tenant, request.body)),
    budgeted,
  );
}

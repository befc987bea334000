import type { FastifyInstance } from 'fastify';

import {
  changePassword,
  forgotPassword,
  resetPasswordByCode,
  resetPasswordByPhone,
} from '../domain/account-passwords';
import { accountBudget } from '../http/account-budget';
import { decryptBody } from '../http/body';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema } from '../http/requester';
import { requireSession, sessionOf, tokenOf } from '../http/session';

const changeBody = {
  type: 'object',
  required: ['newPassword', 'confirmNewPassword'],
  properties: {
    oldPassword: { type: 'string', maxLength: 128 },
    newPassword: { type: 'string', maxLength: 128 },
    confirmNewPassword: { type: 'string', maxLength: 128 },
  },
} as const;

interface ChangeBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change password (encrypted, session), forgot password by e-mail, set password by phone. */
export async function passwordRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.put<{ Body: ChangeBody }>(
    '/wps/member/password',
    {
      config: { encrypted: true },
      onRequest: requireSession,
      preValidation: decryptBody,
      schema: { body: changeBody },
    },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      await changePassword(deps, { tenantId, memberId, token: tokenOf(request) }, request.body);
      return ok(true);
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/password/forgot',
    {
      preHandler: accountBudget('passwordResets'),
      schema: { body: inputsSchema(['username', 'email'], ['username', 'email']) },
    },
    async (request) => {
      await forgotPassword(deps, merchantOf(request).tenant, request.body);
      return ok(true);
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/password/reset',
    {
      preHandler: accountBudget('passwordResets'),
      schema: { body: inputsSchema(['username', 'code', 'newPassword'], ['username', 'code']) },
    },
    async (request) =>
      ok(await resetPasswordByCode(deps, merchantOf(request).tenant, request.body)),
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/password/phone',
    {
      preHandler: accountBudget('passwordResets'),
      schema: {
        body: inputsSchema(['newPassword', 'mobileNum', 'verificationCode', 'countryDialingCode']),
      },
    },
    async (request) =>
      ok(await resetPasswordByPhone(deps, merchantOf(request).tenant, request.body)),
  );
}

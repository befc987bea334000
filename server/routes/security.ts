import type { FastifyInstance } from 'fastify';

import {
  changePaymentPassword,
  setFirstPaymentPassword,
} from '../domain/security/payment-password-flows';
import { securityConfig } from '../domain/security/security-config';
import { decryptBody } from '../http/body';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { requireSession, sessionOf } from '../http/session';
import { securityBindingRoutes } from './security-bindings';
import { realCaller } from './security-caller';
import { securityDevRoutes } from './security-dev';
import { securityIdentityRoutes } from './security-identity';

const secret = { type: 'string', maxLength: 128 } as const;

const setBody = {
  type: 'object',
  required: ['newPassword', 'confirmNewPassword'],
  properties: { loginPassword: secret, newPassword: secret, confirmNewPassword: secret },
} as const;

const changeBody = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: { oldPassword: secret, newPassword: secret, confirmNewPassword: secret },
} as const;

interface PasswordBody {
  loginPassword?: string;
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Security centre: what is set, payment password, mobile / e-mail binding, identity verification. */
export async function securityRoutes(app: FastifyInstance) {
  const { deps } = app;
  const encrypted = {
    config: { encrypted: true },
    onRequest: requireSession,
    preValidation: decryptBody,
  } as const;

  app.get('/wps/member/securityConfig', { onRequest: requireSession }, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    const config = await securityConfig(deps.db, { tenantId, memberId });
    return config
      ? ok(config)
      : fail(ErrorCodes.badToken, 'Sorry, the user does not exist or is disabled.');
  });

  app.put<{ Body: PasswordBody }>(
    '/wps/member/paymentPassword',
    { ...encrypted, schema: { body: setBody } },
    async (request) => {
      await setFirstPaymentPassword(deps.db, realCaller(request), request.body);
      return ok(true);
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/wps/member/paymentPassword',
    { ...encrypted, schema: { body: changeBody } },
    async (request) => {
      await changePaymentPassword(deps, realCaller(request), request.body);
      return ok(true);
    },
  );

  await app.register(securityBindingRoutes);
  await app.register(securityIdentityRoutes);
  if (deps.dev) await app.register(securityDevRoutes);
}

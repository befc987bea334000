import type { FastifyInstance } from 'fastify';

import {
  changePaymentPassword as changePaymentPasswordEndpoint,
  getSecurityConfig,
  setPaymentPassword,
} from '../../contract/security';
import {
  changePaymentPassword,
  setFirstPaymentPassword,
} from '../domain/security/payment-password-flows';
import { securityConfig } from '../domain/security/security-config';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { sessionOf } from '../http/session';
import { securityBindingRoutes } from './security-bindings';
import { realCaller } from './security-caller';
import { securityDevRoutes } from './security-dev';
import { securityIdentityRoutes } from './security-identity';

const encrypted = { config: { encrypted: true }, preValidation: decryptBody } as const;

/** Security centre: what is set, payment password, mobile / e-mail binding, identity verification. */
export async function securityRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, getSecurityConfig, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    const config = await securityConfig(deps.db, { tenantId, memberId });
    return config
      ? ok(config)
      : fail(ErrorCodes.badToken, 'Sorry, the user does not exist or is disabled.');
  });

  serve(
    app,
    setPaymentPassword,
    async (request) => {
      await setFirstPaymentPassword(deps.db, realCaller(request), request.body);
      return ok(true);
    },
    encrypted,
  );

  serve(
    app,
    changePaymentPasswordEndpoint,
    async (request) => {
      await changePaymentPassword(deps, realCaller(request), request.body);
      return ok(true);
    },
    encrypted,
  );

  await app.register(securityBindingRoutes);
  await app.register(securityIdentityRoutes);
  if (deps.dev) await app.register(securityDevRoutes);
}

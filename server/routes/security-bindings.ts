import type { FastifyInstance } from 'fastify';

import {
  bindEmail,
  bindMobile,
  sendEmailBindCode,
  sendMobileBindCode,
} from '../domain/security/bindings';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema } from '../http/requester';
import { requireSession } from '../http/session';
import { realCaller } from './security-caller';

const MOBILE = ['mobileNum', 'countryDialingCode'];
const BIND = ['verificationCode', 'loginPassword'];

/** Mobile and e-mail binding: a code to the new address, then the bind call with it. */
export async function securityBindingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const session = { onRequest: requireSession } as const;

  app.post<{ Body: Inputs }>(
    '/wps/member/mobile/sms',
    { ...session, schema: { body: inputsSchema(MOBILE, ['mobileNum']) } },
    async (request) => {
      const caller = realCaller(request);
      const { tenant } = merchantOf(request);
      return ok({ expiredMinutes: await sendMobileBindCode(deps, tenant, caller, request.body) });
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/mobile',
    { ...session, schema: { body: inputsSchema([...MOBILE, ...BIND], ['mobileNum']) } },
    async (request) =>
      ok(await bindMobile(deps, merchantOf(request).tenant, realCaller(request), request.body)),
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/email/code',
    { ...session, schema: { body: inputsSchema(['email'], ['email']) } },
    async (request) => {
      const caller = realCaller(request);
      const { tenant } = merchantOf(request);
      return ok({ expiredMinutes: await sendEmailBindCode(deps, tenant, caller, request.body) });
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/email',
    { ...session, schema: { body: inputsSchema(['email', ...BIND], ['email']) } },
    async (request) => ok(await bindEmail(deps, realCaller(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';

import {
  bindEmail as bindEmailEndpoint,
  bindMobile as bindMobileEndpoint,
  sendEmailBindCode as sendEmailBindCodeEndpoint,
  sendMobileBindCode as sendMobileBindCodeEndpoint,
} from '../../contract/security';
import {
  bindEmail,
  bindMobile,
  sendEmailBindCode,
  sendMobileBindCode,
} from '../domain/security/bindings';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { realCaller } from './security-caller';

/** Mobile and e-mail binding: a code to the new address, then the bind call with it. */
export async function securityBindingRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, sendMobileBindCodeEndpoint, async (request) => {
    const caller = realCaller(request);
    const { tenant } = merchantOf(request);
    return ok({ expiredMinutes: await sendMobileBindCode(deps, tenant, caller, request.body) });
  });

  serve(app, bindMobileEndpoint, async (request) =>
    ok(await bindMobile(deps, merchantOf(request).tenant, realCaller(request), request.body)),
  );

  serve(app, sendEmailBindCodeEndpoint, async (request) => {
    const caller = realCaller(request);
    const { tenant } = merchantOf(request);
    return ok({ expiredMinutes: await sendEmailBindCode(deps, tenant, caller, request.body) });
  });

  serve(app, bindEmailEndpoint, async (request) =>
    ok(await bindEmail(deps, realCaller(request), request.body)),
  );
}

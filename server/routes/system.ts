import type { FastifyInstance } from 'fastify';

import { getSiteSettings, getSystemStatus, getWhitelabelFlags } from '../../contract/system';
import { consolidatedSettings, whitelabelFlags } from '../domain/site-settings';
import { readSystemStatus } from '../domain/system-status';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';

/** Start-up mode and the runtime settings that may override the baked tenant config. */
export async function systemRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, getSystemStatus, async () => ok(await readSystemStatus(db)));

  serve(app, getWhitelabelFlags, async (request) =>
    ok(whitelabelFlags(merchantOf(request).tenant)),
  );

  serve(app, getSiteSettings, async (request) =>
    ok(consolidatedSettings(merchantOf(request).tenant, await readSystemStatus(db))),
  );
}

import type { FastifyInstance } from 'fastify';

import { consolidatedSettings, whitelabelFlags } from '../domain/site-settings';
import { readSystemStatus } from '../domain/system-status';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';

/** Start-up mode and the runtime settings that may override the baked tenant config. */
export async function systemRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/wps/system/status', async () => ok(await readSystemStatus(db)));

  app.get('/wps/system/whitelabel', async (request) =>
    ok(whitelabelFlags(merchantOf(request).tenant)),
  );

  app.get('/wps/system/setting/consolidated', async (request) =>
    ok(consolidatedSettings(merchantOf(request).tenant, await readSystemStatus(db))),
  );
}

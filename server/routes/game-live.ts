import type { FastifyInstance } from 'fastify';

import { hotMatches } from '../domain/games/hot-matches';
import { jackpotAmount } from '../domain/games/jackpot';
import { tenantCurrency } from '../domain/tenants';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { anyQuery, dropEmptyQuery } from './game-schemas';

/** Home widgets fed by the clock and the ledger: hot matches and the jackpot pool. */
export async function gameLiveRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const options = { preValidation: dropEmptyQuery, schema: { querystring: anyQuery } };

  app.get('/wps/relay/GCSGAME_getHotMatches', options, async (request) =>
    ok(await hotMatches(db, now, merchantOf(request).tenant.code)),
  );

  app.get('/wps/relay/VIS_getJackpot', options, async (request) => {
    const { tenant } = merchantOf(request);
    return ok({
      amount: await jackpotAmount(db, tenant.code),
      currency: tenantCurrency(tenant).currency,
    });
  });
}

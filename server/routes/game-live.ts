import type { FastifyInstance } from 'fastify';

import { getHotMatches, getJackpot } from '../../contract/games';
import { hotMatches } from '../domain/games/hot-matches';
import { jackpotAmount } from '../domain/games/jackpot';
import { tenantCurrency } from '../domain/tenants';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { dropEmptyQuery } from './game-schemas';

/** Home widgets fed by the clock and the ledger: hot matches and the jackpot pool. */
export async function gameLiveRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const options = { preValidation: dropEmptyQuery };

  serve(
    app,
    getHotMatches,
    async (request) => ok(await hotMatches(db, now, merchantOf(request).tenant.code)),
    options,
  );

  serve(
    app,
    getJackpot,
    async (request) => {
      const { tenant } = merchantOf(request);
      return ok({
        amount: await jackpotAmount(db, tenant.code),
        currency: tenantCurrency(tenant).currency,
      });
    },
    options,
  );
}

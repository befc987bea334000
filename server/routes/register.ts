import type { FastifyInstance } from 'fastify';

import {
  checkAffiliateCode,
  checkUsername,
  getCountries,
  getRegistrationRules,
  registerByMobile,
  registerByUsername,
} from '../../contract/account';
import { accountErrors } from '../domain/account-errors';
import { affiliateAgent } from '../domain/affiliates';
import { countryList } from '../domain/countries';
import { requireField } from '../domain/field-rules';
import { findLoginCandidate } from '../domain/members';
import { register } from '../domain/registration';
import { checkMobileRegistration, checkUsernameRegistration } from '../domain/registration-input';
import { publishedRegistrationRules } from '../domain/registration-settings';
import { accountBudget } from '../http/account-budget';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { requesterOf } from '../http/requester';

const budgeted = {
  config: { encrypted: true },
  preValidation: decryptBody,
  preHandler: accountBudget('registrations'),
} as const;

/** Registration settings, countries, username / affiliate checks and the two register forms. */
export async function registerRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getRegistrationRules, async (request) =>
    ok(publishedRegistrationRules(merchantOf(request).tenant)),
  );

  serve(app, getCountries, async (request) => ok(countryList(merchantOf(request).tenant)));

  serve(app, checkUsername, async (request) => {
    const username = requireField('username', request.query.username);
    if (await findLoginCandidate(db, merchantOf(request).tenant.code, username))
      throw accountErrors.usernameExists();
    return ok(true);
  });

  serve(app, checkAffiliateCode, async (request) => {
    const code = String(request.query.code ?? '').trim();
    const agent = code
      ? await affiliateAgent(db, merchantOf(request).tenant.code, code)
      : undefined;
    if (agent === undefined) throw accountErrors.badAffiliate();
    return ok(true);
  });

  serve(
    app,
    registerByUsername,
    async (request) => {
      const requester = requesterOf(request);
      const input = checkUsernameRegistration(requester.tenant, request.body);
      return ok(await register({ db, now }, requester, input));
    },
    budgeted,
  );

  serve(
    app,
    registerByMobile,
    async (request) => {
      const requester = requesterOf(request);
      const input = checkMobileRegistration(requester.tenant, request.body);
      return ok(await register({ db, now }, requester, input));
    },
    budgeted,
  );
}

import type { FastifyInstance } from 'fastify';

import { OPTIONAL_REGISTRATION_FIELDS } from '../../schema/registration.schema';
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
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema, requesterOf } from '../http/requester';

const COMMON = ['countryDialingCode', 'mobileNum', 'mobileNo', 'verificationCode', 'captcha'];
const META = ['domain', 'registerUrl', 'registerMethod', 'type', 'loginDeviceId'];
const usernameForm = inputsSchema([
  'username',
  'password',
  'confirmPassword',
  ...COMMON,
  ...META,
  ...OPTIONAL_REGISTRATION_FIELDS,
]);
const mobileForm = inputsSchema([
  'password',
  'confirmPassword',
  'affiliateCode',
  ...COMMON,
  ...META,
]);
const encrypted = { config: { encrypted: true }, preValidation: decryptBody } as const;
const budgeted = { ...encrypted, preHandler: accountBudget('registrations') } as const;

/** Registration settings, countries, username / affiliate checks and the two register forms. */
export async function registerRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get('/wps/system/setting/register', async (request) =>
    ok(publishedRegistrationRules(merchantOf(request).tenant)),
  );

  app.get('/wps/system/country', async (request) => ok(countryList(merchantOf(request).tenant)));

  app.get<{ Querystring: Inputs }>(
    '/wps/check/username',
    { schema: { querystring: inputsSchema(['username']) } },
    async (request) => {
      const username = requireField('username', request.query.username);
      if (await findLoginCandidate(db, merchantOf(request).tenant.code, username))
        throw accountErrors.usernameExists();
      return ok(true);
    },
  );

  app.get<{ Querystring: Inputs }>(
    '/wps/relay/AFFMAN3_checkAffiliateCode',
    { schema: { querystring: inputsSchema(['code', 'domain']) } },
    async (request) => {
      const code = String(request.query.code ?? '').trim();
      const agent = code
        ? await affiliateAgent(db, merchantOf(request).tenant.code, code)
        : undefined;
      if (agent === undefined) throw accountErrors.badAffiliate();
      return ok(true);
    },
  );

  app.put<{ Body: Inputs }>(
    '/wps/member/register',
    { ...budgeted, schema: { body: usernameForm } },
    async (request) => {
      const requester = requesterOf(request);
      const input = checkUsernameRegistration(requester.tenant, request.body);
      return ok(await register({ db, now }, requester, input));
    },
  );

  app.put<{ Body: Inputs }>(
    '/wps/member/register/mobile',
    { ...budgeted, schema: { body: mobileForm } },
    async (request) => {
      const requester = requesterOf(request);
      const input = checkMobileRegistration(requester.tenant, request.body);
      return ok(await register({ db, now }, requester, input));
    },
  );
}

import type { FastifyInstance } from 'fastify';

import {
  getSocialProviders,
  linkSocialAccount,
  registerSocialAccount,
} from '../../contract/account';
import { linkExistingAccount, providerEnabled, registerLinkedAccount } from '../domain/social';
import { SOCIAL_PROVIDERS } from '../domain/social-identity';
import { accountBudget } from '../http/account-budget';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { requesterOf } from '../http/requester';

/** Social sign-in: ready providers, and linking an identity to an existing or a new account. */
export async function socialRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, getSocialProviders, async (request) => {
    // Only the development identity provider exists: production has no ready provider.
    if (!deps.dev) return ok([]);
    const { tenant } = merchantOf(request);
    return ok(
      SOCIAL_PROVIDERS.filter((provider) => providerEnabled(tenant, provider)).map((provider) => ({
        provider: provider.toUpperCase() as Uppercase<typeof provider>,
        channel: provider,
        authorizeUrl: `/dev/idp/${provider}/authorize`,
      })),
    );
  });

  serve(app, linkSocialAccount, async (request) => {
    const { linkToken, username, password, captcha } = request.body;
    return ok(
      await linkExistingAccount(deps, requesterOf(request), {
        linkToken,
        username: String(username ?? ''),
        password: String(password ?? ''),
        captcha: captcha === undefined ? undefined : String(captcha),
      }),
    );
  });

  serve(
    app,
    registerSocialAccount,
    async (request) => ok(await registerLinkedAccount(deps, requesterOf(request), request.body)),
    { preHandler: accountBudget('registrations') },
  );
}

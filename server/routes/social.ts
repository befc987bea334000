import type { FastifyInstance } from 'fastify';

import { linkExistingAccount, providerEnabled, registerLinkedAccount } from '../domain/social';
import { SOCIAL_PROVIDERS } from '../domain/social-identity';
import { accountBudget } from '../http/account-budget';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema, requesterOf } from '../http/requester';

/** Social sign-in: ready providers, and linking an identity to an existing or a new account. */
export async function socialRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/wps/system/social', async (request) => {
    // Only the development identity provider exists: production has no ready provider.
    if (!deps.dev) return ok([]);
    const { tenant } = merchantOf(request);
    return ok(
      SOCIAL_PROVIDERS.filter((provider) => providerEnabled(tenant, provider)).map((provider) => ({
        provider: provider.toUpperCase(),
        channel: provider,
        authorizeUrl: `/dev/idp/${provider}/authorize`,
      })),
    );
  });

  app.post<{ Body: Inputs }>(
    '/wps/member/social/link',
    {
      schema: {
        body: inputsSchema(['linkToken', 'username', 'password', 'captcha'], ['linkToken']),
      },
    },
    async (request) => {
      const { linkToken, username, password, captcha } = request.body;
      return ok(
        await linkExistingAccount(deps, requesterOf(request), {
          linkToken,
          username: String(username ?? ''),
          password: String(password ?? ''),
          captcha: captcha === undefined ? undefined : String(captcha),
        }),
      );
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/member/social/register',
    {
      preHandler: accountBudget('registrations'),
      schema: { body: inputsSchema(['linkToken', 'username', 'password'], ['linkToken']) },
    },
    async (request) => ok(await registerLinkedAccount(deps, requesterOf(request), request.body)),
  );
}

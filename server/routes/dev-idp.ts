import type { FastifyInstance } from 'fastify';

import { FIELD_RULES, matchesRule } from '../domain/field-rules';
import { isProvider, issueIdToken, subjectFor } from '../domain/social-identity';

interface AuthorizeQuery {
  redirect_uri?: string;
  state?: string;
  email?: string;
  name?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A path on this site or an http(s) URL: nothing else may receive a token. */
function safeRedirect(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  return /^https?:\/\/[^\s]+$/i.test(uri) ? uri : undefined;
}

function page(provider: string, query: AuthorizeQuery, error = '') {
  const hidden = (name: 'redirect_uri' | 'state') =>
    `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in with ${provider} (development)</title></head>
<body style="font-family:system-ui;max-width:24rem;margin:2rem auto">
<h1>${provider} (development identity provider)</h1>
<p>Pick the identity to sign in with. Nothing leaves this machine.</p>
${error ? `<p role="alert" style="color:#b00">${escapeHtml(error)}</p>` : ''}
<form method="get">${hidden('redirect_uri')}${hidden('state')}
<label>E-mail <input name="email" type="email" required value="${escapeHtml(query.email ?? '')}"></label><br>
<label>Name <input name="name" required value="${escapeHtml(query.name ?? '')}"></label><br>
<button type="submit">Continue</button></form></body></html>`;
}

/** `GET /dev/idp/<provider>/authorize`: the local stand-in for Facebook / Google sign-in. */
export async function devIdpRoutes(app: FastifyInstance) {
  const { now, outbox, signingSecret } = app.deps;
  app.get<{ Params: { provider: string }; Querystring: AuthorizeQuery }>(
    '/dev/idp/:provider/authorize',
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const redirect = safeRedirect(query.redirect_uri);
      if (!isProvider(provider) || !redirect)
        return reply.code(400).type('text/plain').send('Unknown provider or bad redirect_uri');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (query.email === undefined) return page(provider, query);
      const email = query.email.trim();
      const name = (query.name ?? '').trim().slice(0, 40);
      if (!matchesRule('email', email) || !name)
        return page(
          provider,
          query,
          `Enter a valid e-mail (${FIELD_RULES.email.patternId}) and a name.`,
        );
      const identity = { provider, sub: subjectFor(provider, email), email, name };
      const token = issueIdToken(signingSecret, now, identity);
      await outbox.send({
        tenant: '',
        channel: 'social',
        to: email,
        subject: `${provider} id_token issued`,
        body: `${provider} signed in ${name} <${email}> as ${identity.sub}`,
        code: token,
      });
      const fragment = new URLSearchParams({ id_token: token, state: query.state ?? '' });
      return reply.redirect(`${redirect}#${fragment.toString()}`);
    },
  );
}

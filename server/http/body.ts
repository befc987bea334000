import type { FastifyInstance, FastifyRequest } from 'fastify';

import { decryptPayloadWithAny, PayloadError } from '../domain/crypto/payload';
import { merchantOf } from './merchant';

const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;

/** A request error with an HTTP status for the error handler. */
function badBody(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * JSON bodies, plus the bare base64 string older TCG builds send as an encrypted body (with a JSON
 * or text content type). An empty body parses as undefined so validation can say it is required.
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (_request, raw, done) => {
      const text = String(raw).trim();
      if (!text) return done(null, undefined);
      if (BASE64_BODY.test(text)) return done(null, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badBody('Body is not valid JSON'), undefined);
      }
    },
  );
  // Forgot password posts a form (spec §7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) => {
      const text = String(raw);
      done(null, text.trim() ? Object.fromEntries(new URLSearchParams(text)) : undefined);
    },
  );
}

/**
 * preValidation hook of encrypted routes: with an `Encryption` header the body is decrypted (with the
 * current transport key, or the previous one during its grace period);
 * without one, plain JSON is accepted only when the tenant's `api.encryption` is `none`.
 */
export async function decryptBody(request: FastifyRequest) {
  const header = request.headers.encryption;
  if (typeof header === 'string' && header.trim()) {
    const keys = await request.server.deps.transportKeys.usable();
    request.body = decryptPayloadWithAny(keys, header.trim(), request.body);
    return;
  }
  if (merchantOf(request).tenant.api.encryption === 'tcg') {
    throw new PayloadError(
      'encryption.required',
      'This merchant requires an encrypted payload (Encryption header)',
    );
  }
  if (typeof request.body === 'string')
    throw new PayloadError('encryption.invalid', 'A raw body needs the Encryption header');
}

import type { FastifyInstance } from 'fastify';

import { CAPTCHA_TTL_MS, createCaptcha } from '../domain/captcha';
import { serializeCookie } from '../http/cookies';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';

export const CAPTCHA_COOKIE = 'captchaId';

/** `GET /wps/captcha`: an arithmetic captcha image; its id travels in the `captchaId` cookie. */
export async function captchaRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.get('/wps/captcha', async (request, reply) => {
    const captcha = await createCaptcha(db, now, merchantOf(request).tenant.code);
    reply.header(
      'set-cookie',
      serializeCookie(CAPTCHA_COOKIE, captcha.id, { maxAgeSeconds: CAPTCHA_TTL_MS / 1000 }),
    );
    reply.header('cache-control', 'no-store');
    return ok(captcha.image);
  });
}

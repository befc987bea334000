import type { FastifyInstance } from 'fastify';

import { getCaptcha } from '../../contract/session';
import { CAPTCHA_TTL_MS, createCaptcha } from '../domain/captcha';
import { MINUTE } from '../domain/clock';
import { enforceRateLimit } from '../domain/rate-counters';
import { serve } from '../http/contract-route';
import { serializeCookie } from '../http/cookies';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { CAPTCHA_COOKIE } from '../http/requester';

export { CAPTCHA_COOKIE };

/** Captcha images per client IP and minute. */
export const CAPTCHAS_PER_MINUTE = 20;

/** `GET /wps/captcha`: an arithmetic captcha image; its id travels in the `captchaId` cookie. */
export async function captchaRoutes(app: FastifyInstance) {
  const { db, now, outbox } = app.deps;
  serve(app, getCaptcha, async (request, reply) => {
    const tenant = merchantOf(request).tenant;
    await enforceRateLimit(
      db,
      now,
      `captcha:${tenant.code}:${request.ip}`,
      CAPTCHAS_PER_MINUTE,
      MINUTE,
    );
    const captcha = await createCaptcha(db, now, tenant.code);
    await outbox.send({
      tenant: tenant.code,
      channel: 'captcha',
      to: captcha.id,
      body: `Captcha answer: ${captcha.answer}`,
      code: captcha.answer,
    });
    reply.header(
      'set-cookie',
      serializeCookie(CAPTCHA_COOKIE, captcha.id, { maxAgeSeconds: CAPTCHA_TTL_MS / 1000 }),
    );
    reply.header('cache-control', 'no-store');
    return ok(captcha.image);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  getRsaKey,
  logIn,
  logOut,
  logOutByPost,
  startFreePlay,
  touchSession,
} from '../../contract/session';
import { RateLimitError } from '../domain/account-errors';
import { login } from '../domain/login';
import { smsLogin } from '../domain/sms-login';
import { socialLogin } from '../domain/social';
import { revokeSession } from '../domain/sessions';
import { createTrialAccount } from '../domain/trial';
import { accountBudget } from '../http/account-budget';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { readCookie } from '../http/cookies';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { requesterOf } from '../http/requester';
import { sessionOf, tokenOf } from '../http/session';
import { CAPTCHA_COOKIE } from './captcha';

function deviceOf(request: FastifyRequest): string {
  const device = request.headers.device;
  return typeof device === 'string' ? device.slice(0, 16) : '';
}

/** Key transport, login (encrypted), free play, logout and keep-alive. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db, now, transportKeys, limits } = app.deps;

  serve(app, getRsaKey, async () => ok((await transportKeys.current()).modulusHex));

  serve(
    app,
    logIn,
    async (request) => {
      const body = request.body;
      if (body.type === 'sms') return ok(await smsLogin(app.deps, requesterOf(request), body));
      if (body.type === 'firebase') {
        const { firebaseChannel, firebaseIdToken } = body;
        return ok(
          await socialLogin(app.deps, requesterOf(request), firebaseChannel, firebaseIdToken),
        );
      }
      const outcome = await login(db, now, limits.login, {
        tenantId: merchantOf(request).tenant.code,
        username: body.username ?? '',
        password: body.password ?? '',
        captcha: body.captcha,
        captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
        ip: request.ip,
        device: deviceOf(request),
      });
      if (outcome.ok) return ok(outcome.session);
      if (outcome.locked) {
        throw new RateLimitError(
          outcome.retryAfterSeconds,
          'Too many failed logins, try again later',
          { captcha: true },
        );
      }
      const message =
        outcome.errorCode === ErrorCodes.loginFailed
          ? 'Sorry, the user does not exist or the password is wrong.'
          : 'Verification code error';
      return fail(outcome.errorCode, message, { captcha: outcome.captcha });
    },
    { config: { encrypted: true }, preValidation: decryptBody },
  );

  serve(
    app,
    startFreePlay,
    async (request) =>
      ok(
        await createTrialAccount(
          db,
          now,
          merchantOf(request).tenant,
          request.ip,
          deviceOf(request),
        ),
      ),
    { preHandler: accountBudget('freePlay') },
  );

  const logout = async (request: FastifyRequest) => {
    await revokeSession(db, now, sessionOf(request).tenantId, tokenOf(request));
    return ok(true);
  };
  serve(app, logOut, logout);
  serve(app, logOutByPost, logout);

  serve(app, touchSession, async (request) => ok({ expiresAt: sessionOf(request).expiresAt }));
}

import type { Db } from '../db/db';
import type { AbuseLimits } from './abuse-limits';
import { AccountError, accountErrors, RateLimitError } from './account-errors';
import { solveCaptcha } from './captcha';
import type { Clock } from './clock';
import { countHit, secondsLeft, uncountHit } from './rate-counters';
import { countSmsRefusal, type SmsRefusalReason } from './sms-refusals';

export interface SmsRequester {
  tenantId: string;
  ip: string;
  /** The captcha answer sent with the request, and the `captchaId` cookie. */
  captcha?: string;
  captchaId?: string;
}

interface Deps {
  db: Db;
  now: Clock;
  limits: AbuseLimits;
}

async function refuse(db: Db, tenantId: string, reason: SmsRefusalReason, error: Error) {
  await countSmsRefusal(db, tenantId, reason);
  return error;
}

/**
 * Lets an SMS code request through the budgets against SMS pumping or throws: per (tenant, address)
 * a few an hour freely, then only with a solved captcha (`captcha.required` / `captcha.invalid`,
 * `value.captcha: true`), then 429; per tenant 429 past its hourly cap. Counted before sending, so
 * parallel requests cannot all pass; every refusal is counted by reason.
 */
export async function admitSmsRequest({ db, now, limits }: Deps, requester: SmsRequester) {
  const { tenantId, ip, captcha, captchaId } = requester;
  const { windowMs } = limits.sms;
  const addressKey = `sms-requests:${tenantId}:${ip}`;
  const address = await countHit(db, now, addressKey, windowMs);
  if (address.count > limits.sms.addressMax)
    throw await refuse(
      db,
      tenantId,
      'address',
      new RateLimitError(secondsLeft(now, address, windowMs)),
    );
  if (address.count > limits.sms.addressCaptchaAfter) {
    if (!captcha || !captchaId) {
      await uncountHit(db, addressKey, address); // nothing was tried: asking again is free
      throw await refuse(db, tenantId, 'captcha', captchaError('required'));
    }
    if (!(await solveCaptcha(db, now, tenantId, captchaId, captcha)))
      throw await refuse(db, tenantId, 'captcha', captchaError('invalid'));
  }
  const tenant = await countHit(db, now, `sms-requests:${tenantId}`, windowMs);
  if (tenant.count > limits.sms.tenantMax)
    throw await refuse(
      db,
      tenantId,
      'tenant',
      new RateLimitError(secondsLeft(now, tenant, windowMs)),
    );
}

/** The account errors with `value.captcha: true`, so the client shows the captcha. */
function captchaError(kind: 'required' | 'invalid') {
  const { errorCode, message } =
    kind === 'required' ? accountErrors.captchaRequired() : accountErrors.captchaInvalid();
  return new AccountError(errorCode, message, { captcha: true });
}

/** Counts a refusal by the number's own resend limits (RateLimitError from sendSmsCode), then rethrows. */
export async function countNumberRefusal(db: Db, tenantId: string, error: unknown): Promise<never> {
  if (error instanceof RateLimitError) await countSmsRefusal(db, tenantId, 'number');
  throw error;
}

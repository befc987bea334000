import type { Db } from '../db/db';
import type { AbuseLimits } from './abuse-limits';
import { solveCaptcha } from './captcha';
import type { Clock } from './clock';
import {
  type AttemptKey,
  CAPTCHA_AFTER_FAILURES,
  clearFailures,
  FAILURE_WINDOW_MS,
  LOCK_AFTER_FAILURES,
  recentFailures,
  recordFailure,
} from './login-attempts';
import { holdLoginBudget } from './login-budget';
import {
  findLoginCandidate,
  type LoginCandidate,
  markLoggedIn,
  normalizeUsername,
} from './members';
import { timingDummyHash, verifyPassword } from './passwords';
import { secondsLeft } from './rate-counters';
import { createSession } from './sessions';

export interface LoginRequest {
  tenantId: string;
  username: string;
  password: string;
  ip: string;
  device: string;
  captcha?: string;
  captchaId?: string;
}

export interface LoginSuccess {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

export type LoginOutcome =
  | { ok: true; session: LoginSuccess }
  | { ok: false; locked: true; retryAfterSeconds: number }
  | {
      ok: false;
      locked: false;
      errorCode: 'login.failed' | 'captcha.required' | 'captcha.invalid';
      captcha: boolean;
    };

/** Opens a session for a verified member and answers what login answers. */
export async function issueLogin(
  db: Db,
  now: Clock,
  member: LoginCandidate,
  request: { tenantId: string; ip: string; device: string },
): Promise<LoginSuccess> {
  const { token } = await createSession(db, now, {
    tenantId: request.tenantId,
    memberId: member.id,
    ip: request.ip,
    device: request.device,
  });
  await markLoggedIn(db, request.tenantId, member.id, now());
  return {
    token,
    userName: member.username,
    customerType: member.customerType,
    firstTimeLogin: member.lastLoginAt === null,
    merchantCode: member.merchantCode,
  };
}

export type CredentialsOutcome =
  { ok: true; member: LoginCandidate } | Exclude<LoginOutcome, { ok: true }>;

/**
 * Username + password check, throttled per (tenant, username, IP): a captcha after 3 failures, a lock
 * after 10; and per address and per tenant across usernames (password spraying, see AbuseLimits).
 * Unknown user and wrong password give the same answer after the same work.
 */
export async function verifyCredentials(
  db: Db,
  now: Clock,
  limits: AbuseLimits['login'],
  request: LoginRequest,
): Promise<CredentialsOutcome> {
  const key: AttemptKey = {
    tenantId: request.tenantId,
    username: normalizeUsername(request.username),
    ip: request.ip,
  };
  const { failures, windowStartedAt } = await recentFailures(db, now, key);
  if (failures >= LOCK_AFTER_FAILURES) {
    const hit = { count: failures, windowStartedAt };
    return { ok: false, locked: true, retryAfterSeconds: secondsLeft(now, hit, FAILURE_WINDOW_MS) };
  }
  const budget = await holdLoginBudget(db, now, limits, request);
  if (budget.locked)
    return { ok: false, locked: true, retryAfterSeconds: budget.retryAfterSeconds };
  if (failures >= CAPTCHA_AFTER_FAILURES || budget.captchaNeeded) {
    if (!request.captcha || !request.captchaId) {
      await budget.giveBack();
      return { ok: false, locked: false, errorCode: 'captcha.required', captcha: true };
    }
    if (!(await solveCaptcha(db, now, request.tenantId, request.captchaId, request.captcha))) {
      await recordFailure(db, now, key);
      return { ok: false, locked: false, errorCode: 'captcha.invalid', captcha: true };
    }
  }
  const member = await findLoginCandidate(db, request.tenantId, request.username);
  const hash = member?.passwordHash ?? (await timingDummyHash());
  const matches = await verifyPassword(request.password, hash);
  if (!member?.passwordHash || !matches) {
    const count = await recordFailure(db, now, key);
    return {
      ok: false,
      locked: false,
      errorCode: 'login.failed',
      captcha: count >= CAPTCHA_AFTER_FAILURES || budget.nextNeedsCaptcha,
    };
  }
  await clearFailures(db, key);
  await budget.giveBack();
  return { ok: true, member };
}

/** Username + password login (verifyCredentials, then a new session). */
export async function login(
  db: Db,
  now: Clock,
  limits: AbuseLimits['login'],
  request: LoginRequest,
): Promise<LoginOutcome> {
  const outcome = await verifyCredentials(db, now, limits, request);
  if (!outcome.ok) return outcome;
  return { ok: true, session: await issueLogin(db, now, outcome.member, request) };
}

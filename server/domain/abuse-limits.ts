import { HOUR, MINUTE } from './clock';

/**
 * Budgets against abuse from one client address (across usernames and numbers) and across a whole
 * tenant. Counters live in the database, so every instance on one database shares them.
 */
export interface AbuseLimits {
  login: {
    /** Failed logins per (tenant, address) in `addressWindowMs` before every login needs a captcha. */
    addressCaptchaAfter: number;
    /** Failed logins per (tenant, address) in `addressWindowMs` before login answers 429. */
    addressLockAfter: number;
    addressWindowMs: number;
    /** Failed logins per tenant in `tenantWindowMs` before every login needs a captcha (never a 429). */
    tenantCaptchaAfter: number;
    tenantWindowMs: number;
  };
  sms: {
    /** SMS code requests per (tenant, address) and hour sent without a captcha. */
    addressCaptchaAfter: number;
    /** SMS code requests per (tenant, address) and hour before 429. */
    addressMax: number;
    /** SMS codes per tenant and hour before 429 (a cap on what pumping can cost). */
    tenantMax: number;
    windowMs: number;
  };
  /** Requests per (tenant, address) in `windowMs` before 429, for what creates accounts or starts a reset. */
  accounts: {
    freePlayPerAddress: number;
    registrationsPerAddress: number;
    passwordResetsPerAddress: number;
    windowMs: number;
  };
}

/**
 * Production defaults. A shared NAT (a family, an internet café, a mobile carrier's CGNAT) puts many
 * honest players of one brand behind one address; each mistypes a password a couple of times and
 * registers once. So: a captcha (cheap for a person) after 20 failed logins an hour from one address,
 * 429 only after 100 (NIST SP 800-63B §5.2.2 caps failures per account at 100 and prefers captchas and
 * delays to lockouts); a tenant-wide surge of 1,000 failures in 15 minutes (far above typing errors, a
 * sign of spraying from many addresses) asks everyone for a captcha but never locks the tenant out.
 * SMS: an honest player needs one or two codes, so a captcha after 3 an hour per address, 429 after
 * 20; the tenant's 1,000 an hour bounds what SMS pumping can cost. Accounts: a household registers a
 * few players and tries free play a few times, so 20 registrations, 10 free-play accounts (each is
 * funded with play money and a session) and 20 password-reset requests an hour per address.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  login: {
    addressCaptchaAfter: 20,
    addressLockAfter: 100,
    addressWindowMs: HOUR,
    tenantCaptchaAfter: 1_000,
    tenantWindowMs: 15 * MINUTE,
  },
  sms: { addressCaptchaAfter: 3, addressMax: 20, tenantMax: 1_000, windowMs: HOUR },
  accounts: {
    freePlayPerAddress: 10,
    registrationsPerAddress: 20,
    passwordResetsPerAddress: 20,
    windowMs: HOUR,
  },
};

/** Every count of `limits` multiplied by `factor` (windows unchanged). */
export function scaleAbuseLimits(factor: number, limits = DEFAULT_ABUSE_LIMITS): AbuseLimits {
  const { login, sms, accounts } = limits;
  return {
    login: {
      ...login,
      addressCaptchaAfter: login.addressCaptchaAfter * factor,
      addressLockAfter: login.addressLockAfter * factor,
      tenantCaptchaAfter: login.tenantCaptchaAfter * factor,
    },
    sms: {
      ...sms,
      addressCaptchaAfter: sms.addressCaptchaAfter * factor,
      addressMax: sms.addressMax * factor,
      tenantMax: sms.tenantMax * factor,
    },
    accounts: {
      ...accounts,
      freePlayPerAddress: accounts.freePlayPerAddress * factor,
      registrationsPerAddress: accounts.registrationsPerAddress * factor,
      passwordResetsPerAddress: accounts.passwordResetsPerAddress * factor,
    },
  };
}

/** An invalid WL_ABUSE_LIMITS_SCALE: the operator's to fix, the server does not start. */
export class LimitsEnvError extends Error {
  override name = 'LimitsEnvError';
}

/** The env variable test servers set: every test client shares 127.0.0.1. */
export const LIMITS_SCALE_ENV = 'WL_ABUSE_LIMITS_SCALE';

/**
 * The limits `WL_ABUSE_LIMITS_SCALE` asks for (an integer from 1 to 1000 multiplying every budget), the
 * defaults when it is unset. Throws on any other value, so a typo never runs without limits.
 */
export function abuseLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AbuseLimits {
  const raw = env[LIMITS_SCALE_ENV]?.trim();
  if (!raw) return DEFAULT_ABUSE_LIMITS;
  const factor = Number(raw);
  if (!/^\d+$/.test(raw) || factor < 1 || factor > 1000) {
    throw new LimitsEnvError(
      `${LIMITS_SCALE_ENV} must be an integer from 1 to 1000 (got "${raw}"); unset it for the production limits`,
    );
  }
  return scaleAbuseLimits(factor);
}

import { describe, expect, it } from 'vitest';

import {
  abuseLimitsFromEnv,
  DEFAULT_ABUSE_LIMITS,
  LIMITS_SCALE_ENV,
  LimitsEnvError,
} from '../../server/domain/abuse-limits';

describe('abuse limits from the environment', () => {
  it('are the production defaults when the scale is unset or empty', () => {
    expect(abuseLimitsFromEnv({})).toBe(DEFAULT_ABUSE_LIMITS);
    expect(abuseLimitsFromEnv({ [LIMITS_SCALE_ENV]: ' ' })).toBe(DEFAULT_ABUSE_LIMITS);
  });

  it('multiplies every budget by the scale and keeps the windows', () => {
    const limits = abuseLimitsFromEnv({ [LIMITS_SCALE_ENV]: '100' });
    expect(limits.sms).toEqual({
      ...DEFAULT_ABUSE_LIMITS.sms,
      addressCaptchaAfter: 300,
      addressMax: 2000,
      tenantMax: 100_000,
    });
    expect(limits.login).toMatchObject({
      addressCaptchaAfter: 2000,
      addressLockAfter: 10_000,
      tenantCaptchaAfter: 100_000,
      addressWindowMs: DEFAULT_ABUSE_LIMITS.login.addressWindowMs,
    });
    expect(limits.accounts).toEqual({
      ...DEFAULT_ABUSE_LIMITS.accounts,
      freePlayPerAddress: 1000,
      registrationsPerAddress: 2000,
      passwordResetsPerAddress: 2000,
    });
  });

  it.each(['0', '-1', '2.5', 'off', '1001'])(
    'refuses the scale %s rather than run without limits',
    (raw) => {
      const attempt = () => abuseLimitsFromEnv({ [LIMITS_SCALE_ENV]: raw });
      expect(attempt).toThrow(LimitsEnvError);
      expect(attempt).toThrow(
        `${LIMITS_SCALE_ENV} must be an integer from 1 to 1000 (got "${raw}")`,
      );
    },
  );
});

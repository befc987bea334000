import { describe, expect, it, vi } from 'vitest';

import { hashPassword, passwordCost, verifyPassword } from '../../server/domain/passwords';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('s3cret!'), hashPassword('s3cret!')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('s3cret!', first)).toBe(true);
    expect(await verifyPassword('s3cret?', first)).toBe(false);
  });

  it('rejects hashes it does not understand', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('uses the OWASP cost unless a test suite lowers it, and never lowers it in production', () => {
    expect(passwordCost({})).toBe(2 ** 17);
    expect(passwordCost({ WL_PASSWORD_COST_LOG2: '12' })).toBe(2 ** 12);
    expect(() => passwordCost({ WL_PASSWORD_COST_LOG2: '12', NODE_ENV: 'production' })).toThrow(
      /tests only/,
    );
    expect(() => passwordCost({ WL_PASSWORD_COST_LOG2: '9' })).toThrow(/from 10 to 17/);
    expect(() => passwordCost({ WL_PASSWORD_COST_LOG2: 'x' })).toThrow(/from 10 to 17/);
  });

  it('verifies a hash by the cost stored in it, whatever the cost of new hashes', async () => {
    vi.stubEnv('WL_PASSWORD_COST_LOG2', '12');
    const earlier = await hashPassword('s3cret!');
    vi.stubEnv('WL_PASSWORD_COST_LOG2', '11');
    try {
      const later = await hashPassword('s3cret!');
      expect(earlier).toMatch(/^scrypt\$4096\$/);
      expect(later).toMatch(/^scrypt\$2048\$/);
      expect(await verifyPassword('s3cret!', earlier)).toBe(true);
      expect(await verifyPassword('s3cret!', later)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

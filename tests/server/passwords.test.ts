import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from '../../server/domain/passwords';

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
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { EXIT, runAction, UserError } from '../../cli/lib/errors';

describe('runAction', () => {
  afterEach(() => {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('sets the exit code the action returns', async () => {
    await runAction(async () => EXIT.user)();
    expect(process.exitCode).toBe(1);
    await runAction(async () => {})();
    expect(process.exitCode).toBe(0);
  });

  it('prints a user error on one line and exits 1', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runAction(async () => {
      throw new UserError('tenant "x" already exists');
    })();
    expect(process.exitCode).toBe(1);
    expect(printed.mock.calls).toEqual([['error: tenant "x" already exists']]);
  });

  it('prints the stack of any other error and exits 2', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runAction(async () => {
      throw new TypeError('cannot read x of undefined');
    })();
    expect(process.exitCode).toBe(2);
    expect(String(printed.mock.calls[0]?.[0])).toMatch(
      /^TypeError: cannot read x of undefined\n\s+at /,
    );
  });
});

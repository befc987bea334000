import { describe, expect, it } from 'vitest';

import { ApiError, SESSION_LOSS_CODES } from '../../../src/lib/api-error';
import { errorKey, errorMessage } from '../../../src/lib/error-message';
import { i18n } from '../../../src/lib/i18n';

const t = i18n.t.bind(i18n);

describe('errorMessage', () => {
  it('translates known platform codes', () => {
    expect(errorMessage(t, new ApiError('user.or.token.invalid', 'x', 401))).toBe(
      'The account has been logged out, please log in again',
    );
    expect(errorMessage(t, new ApiError('modify.new.old.same', '', 200))).toBe(
      'The new password and the old password cannot be the same',
    );
  });

  it('has a message for every session-loss code and the network failure', () => {
    for (const code of [...SESSION_LOSS_CODES, 'network.error', 'function.not.available']) {
      expect(i18n.exists(errorKey(code), { ns: 'common' })).toBe(true);
    }
  });

  it('falls back to the server message, then to Unknown error', () => {
    expect(errorMessage(t, new ApiError('some.new.code', 'Server says no', 200))).toBe(
      'Server says no',
    );
    expect(errorMessage(t, new ApiError('some.new.code', '', 200))).toBe('Unknown error');
    expect(errorMessage(t, new Error('boom'))).toBe('Unknown error');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { request } from '../../../../src/lib/api-client';
import { configureApiClient } from '../../../../src/lib/api-config';
import { resetRsaKeyCache } from '../../../../src/lib/crypto/tcg';
import { envelope, failure, type RecordedCall, stubFetch } from '../fetch-double';
import { madeForKey, platformDecrypt } from './platform-decrypt';
import { testRsaKey } from './rsa-test-key';

type Key = ReturnType<typeof testRsaKey>;

/** A platform whose key can change under the client: it only reads payloads made for its current key. */
function platformWithKey(initial: Key) {
  let current = initial;
  const { calls } = stubFetch((call: RecordedCall) => {
    if (call.url.endsWith('/wps/session/key/rsa')) return envelope(current.modulusHex);
    const header = call.headers.Encryption ?? '';
    if (!header || !madeForKey(current, header)) return failure('encryption.invalid', '', 400);
    const body = JSON.parse(call.body ?? '{}') as { value: string };
    return envelope({ received: platformDecrypt(current, body, header).json });
  });
  return {
    calls,
    rotate: (next: Key) => (current = next),
    keyFetches: () => calls.filter((call) => call.url.endsWith('/key/rsa')).length,
  };
}

const first = testRsaKey();
const second = testRsaKey();

beforeEach(() => {
  resetRsaKeyCache();
  configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'tcg' });
});
afterEach(() => vi.unstubAllGlobals());

describe('an encrypted call after the platform changed its RSA key', () => {
  it('fetches the key again once and retries the call once', async () => {
    const platform = platformWithKey(first);
    await request('POST', '/wps/session/login', { attempt: 1 }, { encrypted: true });
    platform.rotate(second);

    const answer = await request('POST', '/wps/session/login', { attempt: 2 }, { encrypted: true });

    expect(answer).toEqual({ received: { attempt: 2 } });
    expect(platform.keyFetches()).toBe(2);
    expect(platform.calls.filter((call) => call.url.endsWith('/login'))).toHaveLength(3);
  });

  it('keeps the new key for later calls', async () => {
    const platform = platformWithKey(first);
    await request('POST', '/wps/session/login', { attempt: 1 }, { encrypted: true });
    platform.rotate(second);
    await request('POST', '/wps/session/login', { attempt: 2 }, { encrypted: true });

    await request('POST', '/wps/session/login', { attempt: 3 }, { encrypted: true });

    expect(platform.keyFetches()).toBe(2);
  });

  it('gives up after one retry when the platform still refuses', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/key/rsa') ? envelope(first.modulusHex) : failure('encryption.invalid'),
    );

    await expect(
      request('POST', '/wps/session/login', { attempt: 1 }, { encrypted: true }),
    ).rejects.toMatchObject({ code: 'encryption.invalid' });

    expect(calls.map((call) => call.url)).toEqual([
      '/wps/session/key/rsa',
      '/wps/session/login',
      '/wps/session/key/rsa',
      '/wps/session/login',
    ]);
  });

  it('does not retry a plain-JSON call', async () => {
    configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'none' });
    const { calls } = stubFetch(() => failure('encryption.invalid'));

    await expect(
      request('POST', '/wps/session/login', { attempt: 1 }, { encrypted: true }),
    ).rejects.toMatchObject({ code: 'encryption.invalid' });

    expect(calls).toHaveLength(1);
  });
});

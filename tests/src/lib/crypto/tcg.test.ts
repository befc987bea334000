import { createDecipheriv } from 'node:crypto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { request } from '../../../../src/lib/api-client';
import { call } from '../../../../src/lib/api-call';
import { configureApiClient } from '../../../../src/lib/api-config';
import { encryptPayload as encryptWith, resetRsaKeyCache } from '../../../../src/lib/crypto/tcg';
import { packLittleEndian, unpackLittleEndian } from '../../../../src/lib/crypto/rsa';
import { envelope, stubFetch } from '../fetch-double';
import { platformDecrypt } from './platform-decrypt';
import { testRsaKey } from './rsa-test-key';

const key = testRsaKey();

/** As the site does: the modulus comes through the api client (stubbed fetch). */
const encryptPayload = (json: unknown) => encryptWith(json, (endpoint) => call(endpoint));

const decrypt = (body: { value: string }, encryptionHeader: string) =>
  platformDecrypt(key, body, encryptionHeader);

beforeEach(() => {
  resetRsaKeyCache();
  configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'tcg' });
});
afterEach(() => vi.unstubAllGlobals());

describe('little-endian packing', () => {
  it('puts the first character in the lowest byte', () => {
    expect(packLittleEndian('AB')).toBe(0x4241n);
    expect(unpackLittleEndian(packLittleEndian('r4nd0mKey16chars'))).toBe('r4nd0mKey16chars');
  });
});

describe('encryptPayload', () => {
  it('round-trips through the platform decryption and fetches the key once', async () => {
    const { calls } = stubFetch(() => envelope(key.modulusHex));
    const payload = { username: 'member0', password: 'Demo1234', type: 'username', note: 'ção ✓' };
    const first = await encryptPayload(payload);
    const second = await encryptPayload({ again: true });
    const opened = decrypt(first.body, first.headers.Encryption);
    expect(opened.json).toEqual(payload);
    expect(opened.r).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(decrypt(second.body, second.headers.Encryption).json).toEqual({ again: true });
    expect(first.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(calls.filter((call) => call.url.endsWith('/wps/session/key/rsa'))).toHaveLength(1);
  });

  it('decrypts with an independent DES implementation (node, 3DES with K1=K2=K3)', async () => {
    stubFetch(() => envelope(key.modulusHex));
    const sealed = await encryptPayload({ amount: 10.5 });
    const { r } = decrypt(sealed.body, sealed.headers.Encryption);
    const desKey = Buffer.from(r.slice(0, 8), 'utf8');
    const decipher = createDecipheriv('des-ede3', Buffer.concat([desKey, desKey, desKey]), null);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed.body.value, 'base64')),
      decipher.final(),
    ]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ amount: 10.5 });
  });

  it('uses a fresh random key per call', async () => {
    stubFetch(() => envelope(key.modulusHex));
    const a = await encryptPayload({ x: 1 });
    const b = await encryptPayload({ x: 1 });
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    expect(a.body.value).not.toBe(b.body.value);
  });

  it('is used by an encrypted POST and the tenant uses tcg', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/key/rsa') ? envelope(key.modulusHex) : envelope({ token: 't' }),
    );
    await request('POST', '/wps/session/login', { username: 'member0' }, { encrypted: true });
    const login = calls.find((call) => call.url.endsWith('/wps/session/login'));
    expect(login?.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    const body = JSON.parse(login?.body ?? '{}') as { value: string };
    expect(decrypt(body, login?.headers.Encryption ?? '').json).toEqual({ username: 'member0' });
  });

  it('sends plain JSON when the tenant encryption is none', async () => {
    configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'none' });
    const { calls } = stubFetch(() => envelope({ token: 't' }));
    await request('POST', '/wps/session/login', { username: 'member0' }, { encrypted: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Encryption).toBeUndefined();
    expect(calls[0]?.body).toBe('{"username":"member0"}');
  });
});

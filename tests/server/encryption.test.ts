import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { desEcbDecrypt } from '../../server/domain/crypto/des';
import { decryptPayload, transportedKey } from '../../server/domain/crypto/payload';
import { createTransportKey } from '../../server/domain/crypto/rsa';
import { LUCKY7, testApp } from './support/app';
import { tcgEncrypt } from './support/tcg-client';

describe('TCG payload crypto', () => {
  const key = createTransportKey();

  it('publishes a 1024-bit modulus', () => {
    expect(BigInt(`0x${key.modulusHex}`).toString(2)).toHaveLength(1024);
  });

  it('decrypts what crypto-js single DES encrypts', () => {
    const cipher = CryptoJS.DES.encrypt('{"a":1}', CryptoJS.enc.Utf8.parse('k3yK3yk3'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    const plain = desEcbDecrypt(Buffer.from(cipher.toString(), 'base64'), Buffer.from('k3yK3yk3'));
    expect(plain.toString('utf8')).toBe('{"a":1}');
  });

  it('recovers the 16-character key and the payload, as {value} or a bare string', () => {
    const { encryption, body, r } = tcgEncrypt(
      key.modulusHex,
      { username: 'x', n: 1 },
      'Ab3dEf7hIj1lMn0p',
    );
    expect(transportedKey(key, encryption)).toBe(r);
    expect(decryptPayload(key, encryption, body)).toEqual({ username: 'x', n: 1 });
    expect(decryptPayload(key, encryption, body.value)).toEqual({ username: 'x', n: 1 });
  });

  it('answers encryption.invalid for a header at or above the modulus', () => {
    const good = tcgEncrypt(key.modulusHex, { a: 1 });
    const tooLarge = (BigInt(`0x${key.modulusHex}`) + 1n).toString(16);
    expect(() => decryptPayload(key, tooLarge, good.body)).toThrow(
      expect.objectContaining({ errorCode: 'encryption.invalid' }),
    );
  });

  it('rejects a header for another key and a body that is not base64', () => {
    const other = createTransportKey();
    const { encryption, body } = tcgEncrypt(other.modulusHex, { a: 1 });
    expect(() => decryptPayload(key, encryption, body)).toThrow(
      expect.objectContaining({ errorCode: 'encryption.invalid' }),
    );
    const good = tcgEncrypt(key.modulusHex, { a: 1 });
    expect(() => decryptPayload(key, good.encryption, { value: 'not base64!' })).toThrow(
      expect.objectContaining({ errorCode: 'encryption.invalid' }),
    );
  });
});

describe('encrypted login over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  async function encryptedFor(payload: unknown) {
    const modulus = (
      await app.inject({
        method: 'GET',
        url: '/wps/session/key/rsa',
        headers: { merchant: LUCKY7 },
      })
    ).json().value;
    return tcgEncrypt(modulus, payload);
  }

  it('logs in with the bare base64 body older builds send (JSON or text content type)', async () => {
    for (const contentType of ['application/json;charset=UTF-8', 'text/plain']) {
      const { encryption, body } = await encryptedFor({
        username: 'member0',
        password: DEMO_PASSWORD,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: LUCKY7, encryption, 'content-type': contentType },
        payload: body.value,
      });
      expect(response.json()).toMatchObject({
        success: true,
        value: { userName: 'member0', customerType: 0 },
      });
    }
  });

  it('answers 400 encryption.invalid for a garbled Encryption header', async () => {
    const { body } = await encryptedFor({ username: 'member0', password: DEMO_PASSWORD });
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: LUCKY7, encryption: 'abc123' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  });
});

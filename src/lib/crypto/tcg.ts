import { getRsaKey } from '../../../contract/session';
import { desEncryptBase64 } from './des';
import { randomAlphanumeric } from './random';
import { rsaEncryptHex } from './rsa';

/** What an encrypted call sends instead of its JSON: body `{ value }` and the `Encryption` header. */
export interface EncryptedPayload {
  body: { value: string };
  headers: { Encryption: string };
}

/** How the caller sends the contract's `getRsaKey` (the api client passes its own `request`). */
export type FetchRsaKey = (endpoint: typeof getRsaKey) => Promise<string>;

const KEY_LENGTH = 16;
let modulus: Promise<string> | null = null;

/** The platform's RSA modulus (hex), fetched once per page load; a failed fetch is retried next time. */
function rsaModulus(fetchKey: FetchRsaKey): Promise<string> {
  modulus ??= fetchKey(getRsaKey).catch((error: unknown) => {
    modulus = null;
    throw error;
  });
  return modulus;
}

/** Forgets the cached modulus (tests, key rotation). */
export function resetRsaKeyCache(): void {
  modulus = null;
}

/**
 * Encrypts a payload as protocol.md §3 describes: DES-ECB-PKCS7 of the JSON under the first 8 bytes
 * of a random 16-character key `r`; `r` reversed travels in the `Encryption` header, RSA-encrypted.
 * The caller sends the modulus request: the api client, which encrypts its bodies with this module,
 * passes its own `request`, so this module imports no api module (that import was a cycle).
 */
export async function encryptPayload(
  json: unknown,
  fetchKey: FetchRsaKey,
): Promise<EncryptedPayload> {
  const n = await rsaModulus(fetchKey);
  const r = randomAlphanumeric(KEY_LENGTH);
  const reversed = [...r].reverse().join('');
  return {
    body: { value: desEncryptBase64(JSON.stringify(json), r) },
    headers: { Encryption: rsaEncryptHex(reversed, n) },
  };
}

import { desEcbDecrypt } from './des';
import type { TransportKey } from './rsa';

/** A request whose encrypted payload cannot be read; `errorCode` goes into the envelope. */
export class PayloadError extends Error {
  constructor(
    readonly errorCode: 'request_body_required' | 'encryption.invalid' | 'encryption.required',
    message: string,
  ) {
    super(message);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9]{16}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Recovers the 16-character key `r` from the `Encryption` header. The client packs reverse(r)
 * little-endian (m = Σ code[i]·256^i); read big-endian, the 16 bytes of m are r itself.
 */
export function transportedKey(key: TransportKey, encryptionHeader: string): string {
  if (!/^[0-9a-fA-F]{1,512}$/.test(encryptionHeader))
    throw new PayloadError('encryption.invalid', 'Encryption header is not hex');
  let m: bigint;
  try {
    m = key.decrypt(encryptionHeader);
  } catch {
    // A header made for another key can exceed this modulus: bad input, not a server fault.
    throw new PayloadError('encryption.invalid', 'Encryption header was made for another key');
  }
  const r = Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('latin1');
  if (!KEY_PATTERN.test(r))
    throw new PayloadError(
      'encryption.invalid',
      'Encryption header does not carry a 16-character key',
    );
  return r;
}

/** Decrypts a TCG body (`{"value": base64}` or the bare base64 string) to its JSON payload. */
export function decryptPayload(
  key: TransportKey,
  encryptionHeader: string,
  body: unknown,
): unknown {
  const ciphertext = typeof body === 'string' ? body : (body as { value?: unknown } | null)?.value;
  if (typeof ciphertext !== 'string' || !ciphertext)
    throw new PayloadError('request_body_required', 'Encrypted body is missing');
  if (!BASE64.test(ciphertext.trim()))
    throw new PayloadError('encryption.invalid', 'Encrypted body is not base64');
  const r = transportedKey(key, encryptionHeader);
  let plaintext: string;
  try {
    plaintext = desEcbDecrypt(
      Buffer.from(ciphertext, 'base64'),
      Buffer.from(r.slice(0, 8), 'utf8'),
    ).toString('utf8');
  } catch {
    throw new PayloadError('encryption.invalid', 'Body does not decrypt with the transported key');
  }
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new PayloadError('encryption.invalid', 'Decrypted body is not JSON');
  }
}

/** {@link decryptPayload} with the first of `keys` the header was made for (newest first). */
export function decryptPayloadWithAny(
  keys: readonly TransportKey[],
  encryptionHeader: string,
  body: unknown,
): unknown {
  let firstError: unknown = new PayloadError('encryption.invalid', 'No transport key to decrypt');
  for (const [index, key] of keys.entries()) {
    try {
      return decryptPayload(key, encryptionHeader, body);
    } catch (error) {
      if (!(error instanceof PayloadError) || error.errorCode !== 'encryption.invalid') throw error;
      if (index === 0) firstError = error;
    }
  }
  throw firstError;
}

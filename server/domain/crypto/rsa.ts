import { createPrivateKey, generateKeyPairSync } from 'node:crypto';

/** The server's RSA key for the TCG key transport (protocol.md §3). */
export interface TransportKey {
  /** Modulus as lowercase hex (256 digits for 1024 bits); the exponent is 65537. */
  modulusHex: string;
  /** Textbook-RSA decryption of a hex ciphertext to the integer it encodes. */
  decrypt(ciphertextHex: string): bigint;
}

function base64UrlToBigInt(value: string): bigint {
  return BigInt(`0x${Buffer.from(value, 'base64url').toString('hex')}`);
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** A fresh 1024-bit key pair as PKCS#8 PEM (the form it is stored in). */
export function generateTransportKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** The transport key of a PKCS#8 PEM private key. */
export function transportKeyFromPem(pem: string): TransportKey {
  const jwk = createPrivateKey(pem).export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d');
  const n = base64UrlToBigInt(jwk.n);
  const d = base64UrlToBigInt(jwk.d);
  return {
    modulusHex: n.toString(16),
    decrypt(ciphertextHex) {
      const c = BigInt(`0x${ciphertextHex}`);
      if (c >= n) throw new RangeError('ciphertext out of range');
      return modPow(c, d, n);
    },
  };
}

/** Generates a fresh key pair (tests of the payload format). */
export function createTransportKey(): TransportKey {
  return transportKeyFromPem(generateTransportKeyPem());
}

import { generateKeyPairSync } from 'node:crypto';

const toBigInt = (base64url: string) =>
  BigInt(`0x${Buffer.from(base64url, 'base64url').toString('hex')}`);

/** A fresh RSA key pair as (n, d) for decrypting what the client encrypts. */
export function testRsaKey(bits = 512): { n: bigint; d: bigint; modulusHex: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const n = toBigInt(jwk.n ?? '');
  return { n, d: toBigInt(jwk.d ?? ''), modulusHex: n.toString(16) };
}

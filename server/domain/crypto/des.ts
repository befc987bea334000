import { createDecipheriv } from 'node:crypto';

/**
 * Single DES, ECB, PKCS#7. OpenSSL 3 moved `des-ecb` to the legacy provider, but triple DES with
 * K1 = K2 = K3 (encrypt-decrypt-encrypt with one key) is exactly single DES, and `des-ede3` is in
 * the default provider.
 */
export function desEcbDecrypt(ciphertext: Buffer, key: Buffer): Buffer {
  if (key.length !== 8) throw new RangeError('DES key must be 8 bytes');
  const decipher = createDecipheriv('des-ede3', Buffer.concat([key, key, key]), null);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

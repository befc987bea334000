import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import 'crypto-js/tripledes';

import { modPow, unpackLittleEndian } from '../../../../src/lib/crypto/rsa';

/** What the platform does: RSA-decrypt the header, unpack little-endian, un-reverse, DES-decrypt. */
export function platformDecrypt(
  key: { n: bigint; d: bigint },
  body: { value: string },
  encryptionHeader: string,
) {
  const m = modPow(BigInt(`0x${encryptionHeader}`), key.d, key.n);
  const r = [...unpackLittleEndian(m)].reverse().join('');
  const ciphertext = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(body.value) });
  const plain = CryptoJS.DES.decrypt(ciphertext, Utf8.parse(r.slice(0, 8)), {
    mode: ECB,
    padding: Pkcs7,
  });
  return { r, json: JSON.parse(plain.toString(Utf8)) as unknown };
}

/** True when the header was made with `key` (the transported key is 16 alphanumerics). */
export function madeForKey(key: { n: bigint; d: bigint }, encryptionHeader: string): boolean {
  const header = BigInt(`0x${encryptionHeader}`);
  if (header >= key.n) return false;
  const m = modPow(header, key.d, key.n);
  return m < 1n << 128n && /^[A-Za-z0-9]{16}$/.test(unpackLittleEndian(m));
}

import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
// Registers DES (and TripleDES) on the shared core; the sub-module's own export is TripleDES only.
import 'crypto-js/tripledes';

/** Single DES, ECB, PKCS#7 (protocol.md §3 step 3): key = first 8 bytes of `key`, result in base64. */
export function desEncryptBase64(plaintext: string, key: string): string {
  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(plaintext), Utf8.parse(key.slice(0, 8)), {
    mode: ECB,
    padding: Pkcs7,
  });
  return encrypted.ciphertext.toString(Base64);
}

import { desEncryptBase64 } from '../../../src/lib/crypto/des';
import { randomAlphanumeric } from '../../../src/lib/crypto/random';
import { rsaEncryptHex } from '../../../src/lib/crypto/rsa';

/**
 * The site's own crypto (src/lib/crypto) assembled as its `encryptPayload()` does, but with a key
 * `r` the test may choose and the modulus passed in (encryptPayload is given a request that fetches it).
 */
export function tcgEncrypt(modulusHex: string, payload: unknown, r = randomAlphanumeric(16)) {
  const reversed = [...r].reverse().join('');
  return {
    encryption: rsaEncryptHex(reversed, modulusHex),
    body: { value: desEncryptBase64(JSON.stringify(payload), r) },
    r,
  };
}

/** Textbook RSA of protocol.md §3 step 4 (no padding): obfuscation the platform expects, not protection. */

export const RSA_PUBLIC_EXPONENT = 65537n;

/** Character codes packed little-endian into one integer: m = Σ code[i] · 256^i. */
export function packLittleEndian(text: string): bigint {
  let packed = 0n;
  for (let i = text.length - 1; i >= 0; i--)
    packed = (packed << 8n) | BigInt(text.charCodeAt(i) & 0xff);
  return packed;
}

/** Inverse of {@link packLittleEndian} for byte-sized character codes. */
export function unpackLittleEndian(packed: bigint): string {
  let text = '';
  for (let rest = packed; rest > 0n; rest >>= 8n) text += String.fromCharCode(Number(rest & 0xffn));
  return text;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** `m^e mod n` as lowercase hex, with `m` the little-endian packing of `text`. */
export function rsaEncryptHex(
  text: string,
  modulusHex: string,
  exponent = RSA_PUBLIC_EXPONENT,
): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  return modPow(packLittleEndian(text), exponent, modulus).toString(16);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The payment-page key, derived from the server's per-start secret (links die with a restart). */
export function payKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('deposit-pay-page').digest();
}

const signature = (key: Buffer, id: number) =>
  createHmac('sha256', key).update(`deposit:${id}`).digest('base64url').slice(0, 32);

/** `<id>.<signature>`: the only credential of the payment page of one deposit. */
export function payTokenFor(key: Buffer, id: number): string {
  return `${id}.${signature(key, id)}`;
}

/** The deposit id of a well-signed token; undefined otherwise. */
export function readPayToken(key: Buffer, token: string): number | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(key, id));
  const actual = Buffer.from(match[2] ?? '');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

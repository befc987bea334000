import type { FastifyInstance } from 'fastify';

import { sendEncrypted, sendJson } from './accounts';
import { getAs } from './app';

/** `GET /wps/member/securityConfig` value for a token. */
export async function securityConfigOf(app: FastifyInstance, merchant: string, token: string) {
  const response = await getAs(app, merchant, '/wps/member/securityConfig', token);
  return response.json<{ value: Record<string, unknown> }>().value;
}

/** An encrypted payment-password call (PUT sets the first one, POST changes it). */
export function paymentPasswordCall(
  app: FastifyInstance,
  merchant: string,
  token: string,
  method: 'PUT' | 'POST',
  payload: Record<string, unknown>,
) {
  return sendEncrypted(app, merchant, method, '/wps/member/paymentPassword', payload, {
    authorization: token,
  });
}

/** A plain JSON call with the member's token. */
export function postAs(
  app: FastifyInstance,
  merchant: string,
  token: string,
  url: string,
  payload: Record<string, unknown>,
) {
  return sendJson(app, merchant, 'POST', url, payload, { authorization: token });
}

/** The tenant's own dialing code, as registration settings publish it. */
export async function dialingCodeOf(app: FastifyInstance, merchant: string) {
  const response = await getAs(app, merchant, '/wps/system/setting/register');
  return response.json<{ value: { _settings: { countryDialingCode: string } } }>().value._settings
    .countryDialingCode;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that start like a PNG (the server sniffs magic bytes; it does not render images). */
export function pngBytes(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return bytes;
}

export const jpegBytes = (size = 64) => {
  const bytes = Buffer.alloc(size, 9);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

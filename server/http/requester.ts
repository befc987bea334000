import type { FastifyRequest } from 'fastify';

import type { Requester } from '../domain/registration';
import { readCookie } from './cookies';
import { digitsNumber, singleLineText } from '../../contract/inputs';
import { merchantOf } from './merchant';

/** The `captchaId` cookie set by `GET /wps/captcha`. */
export const CAPTCHA_COOKIE = 'captchaId';

/** Tenant, client IP, `Device` header and captcha cookie of a request. */
export function requesterOf(request: FastifyRequest): Requester {
  const device = request.headers.device;
  return {
    tenant: merchantOf(request).tenant,
    ip: request.ip,
    device: typeof device === 'string' ? device.slice(0, 16) : '',
    captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
  };
}

/** A single-line string (up to `maxLength`) or a number: some clients send digits as numbers. */
export const stringOrNumber = (maxLength: number) =>
  ({ anyOf: [singleLineText(maxLength), digitsNumber] }) as const;

/** Signed tokens are longer than any typed input. */
const LONG_FIELDS = new Set(['linkToken']);

/** A JSON schema for a body of loosely typed account inputs: the rule engine checks the values. */
export function inputsSchema(fields: readonly string[], required: readonly string[] = []) {
  return {
    type: 'object',
    required,
    properties: Object.fromEntries(
      fields.map((field) => [field, stringOrNumber(LONG_FIELDS.has(field) ? 4096 : 200)]),
    ),
  };
}

export type Inputs = Partial<Record<string, string | number>>;

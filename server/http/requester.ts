import type { FastifyRequest } from 'fastify';

import type { Requester } from '../domain/registration';
import { readCookie } from './cookies';
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

export type Inputs = Partial<Record<string, string | number>>;

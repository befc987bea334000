import type { FastifyRequest } from 'fastify';

import { TRIAL_TYPE, type WhiteLabelFlag } from '../../schema/constants';
import { AccountError } from '../domain/account-errors';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { merchantOf } from '../http/merchant';
import { sessionOf } from '../http/session';

/** The caller as the rewards domain needs it (after `requireSession`). */
export function rewardsMember(request: FastifyRequest) {
  const { tenantId, memberId, customerType } = sessionOf(request);
  return { tenantId, memberId, customerType, zone: tenantTimeZone(merchantOf(request).tenant) };
}

/** Money moves only for real accounts: a free trial gets the spec's message. */
export function requireRealAccount(request: FastifyRequest) {
  if (sessionOf(request).customerType === TRIAL_TYPE)
    throw new AccountError(
      'function.not.available',
      'Please login an actual account to use this function',
    );
}

/** A module the tenant has off answers `function.not.available`. */
export function requireModule(request: FastifyRequest, flag: WhiteLabelFlag) {
  if (merchantOf(request).tenant.flags[flag] !== true)
    throw new AccountError(
      'function.not.available',
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
}

/** A record id of the development routes (rewards-dev.ts); the others take theirs from the contract. */
export const ID = { type: 'integer', minimum: 1, maximum: 2 ** 31 } as const;

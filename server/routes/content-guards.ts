import type { FastifyRequest } from 'fastify';

import { NON_AGENT_TYPES, TRIAL_TYPE, type WhiteLabelFlag } from '../../schema/constants';
import { ErrorCodes, fail } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { sessionOf } from '../http/session';

export const NOT_AVAILABLE =
  'Sorry, this account does not have permission or the feature is temporarily unavailable.';
export const TRIAL_REJECTED = 'Please login an actual account to use this function';

/** The owner (tenant, member) of the request's session. */
export function ownerOf(request: FastifyRequest) {
  const { tenantId, memberId } = sessionOf(request);
  return { tenantId, memberId };
}

/** A failure envelope when the tenant has `flag` off, else null. */
export function moduleOff(request: FastifyRequest, flag: WhiteLabelFlag) {
  const flags: Partial<Record<string, boolean>> = merchantOf(request).tenant.flags;
  return flags[flag] === true ? null : fail(ErrorCodes.notAvailable, NOT_AVAILABLE);
}

/** A failure envelope for free-trial sessions, else null. */
export function trialRejected(request: FastifyRequest) {
  return sessionOf(request).customerType === TRIAL_TYPE
    ? fail(ErrorCodes.notAvailable, TRIAL_REJECTED)
    : null;
}

export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);

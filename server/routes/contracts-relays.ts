import type { FastifyRequest } from 'fastify';

import type { ContractKind } from '../domain/contracts';
import { ErrorCodes, fail } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { NOT_AVAILABLE } from './content-guards';

/** Dividends are a tenant setting (`dividends`): off, the dividend contract does not exist. */
export const kindEnabled = (request: FastifyRequest, kind: ContractKind) =>
  kind !== 'dividend' || merchantOf(request).tenant.dividends;

export const kindOff = () => fail(ErrorCodes.notAvailable, NOT_AVAILABLE);

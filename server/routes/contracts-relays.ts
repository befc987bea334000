import type { FastifyRequest } from 'fastify';

import type { ContractKind } from '../domain/contracts';
import { ErrorCodes, fail } from '../http/envelope';
import { idInteger } from '../../contract/inputs';
import { merchantOf } from '../http/merchant';
import { NOT_AVAILABLE } from './content-guards';

/** The relay names of each contract kind (protocol.md §6 names the process relays). */
export const CONTRACT_RELAYS: Record<ContractKind, { get: string; process: string }> = {
  dailySalary: {
    get: 'MCSFE_getDailySalaryContract',
    process: 'MCSFE_processDailySalaryContract',
  },
  dividend: { get: 'MCSFE_getContractDividend', process: 'MCSFE_processContractDividend' },
  hourSalary: {
    get: 'MCSFE_getContractHourSalary',
    process: 'MCSFE_processContractHourSalary',
  },
};

/** The check's field of each kind (spec §3 "Contract check response"). */
export const CHECK_FIELDS: Record<ContractKind, string> = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourSalary: 'contracthoursalreq',
};

/** Dividends are a tenant setting (`dividends`): off, the dividend contract does not exist. */
export const kindEnabled = (request: FastifyRequest, kind: ContractKind) =>
  kind !== 'dividend' || merchantOf(request).tenant.dividends;

export const kindOff = () => fail(ErrorCodes.notAvailable, NOT_AVAILABLE);

export const processBody = {
  type: 'object',
  required: ['contractId', 'accept'],
  properties: {
    contractId: idInteger,
    accept: { type: 'boolean' },
  },
} as const;

export interface ProcessBody {
  contractId: number;
  accept: boolean;
}

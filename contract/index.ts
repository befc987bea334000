import type { Endpoint } from './endpoint';
import * as member from './member';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).response === 'object';

/** Every endpoint of the contract, by module (for the server's coverage test and the API docs). */
export const CONTRACT_MODULES = { member } as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT_MODULES).flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);

import Ajv, { type ValidateFunction } from 'ajv';

import type { Endpoint } from '../../contract/endpoint';

/**
 * The answer checks of the test and development servers: a route's answer must match its response
 * schema exactly. Objects are closed here (a field the schema does not name fails), because the
 * serializer would silently drop it in production.
 */
const ajv = new Ajv({ allErrors: true, strict: false });
const checks = new WeakMap<Endpoint, ValidateFunction>();

/** A copy of `schema` in which every object that does not say otherwise takes no other property. */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === 'properties' || key === 'patternProperties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, sub]) => [
              name,
              closedSchema(sub),
            ]),
          )
        : closedSchema(value);
  }
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

export class ContractDrift extends Error {}

/** Throws a {@link ContractDrift} naming the endpoint and the first mismatches. */
export function checkAnswer(endpoint: Endpoint, value: unknown): void {
  let validate = checks.get(endpoint);
  if (!validate) {
    validate = ajv.compile(closedSchema(endpoint.response) as object);
    checks.set(endpoint, validate);
  }
  if (validate(value)) return;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (error) =>
        `value${error.instancePath} ${error.message ?? 'is invalid'}${describeParams(error.params)}`,
    );
  throw new ContractDrift(
    `${endpoint.method} ${endpoint.path} answered outside its contract: ${problems.join('; ')}`,
  );
}

const describeParams = (params: Record<string, unknown>) =>
  'additionalProperty' in params ? ` (${String(params.additionalProperty)})` : '';

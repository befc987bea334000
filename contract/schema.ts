import type { JSONSchema } from 'json-schema-to-ts';

/**
 * Builders for contract schemas. Objects are closed (`additionalProperties: false`): the derived
 * type has exactly the named fields, and the server's answer check refuses any other.
 */
/** A closed object; `required` names the fields always present (none when left out). */
export function object<const P extends Record<string, JSONSchema>>(
  properties: P,
): { type: 'object'; properties: P; required: readonly []; additionalProperties: false };
export function object<
  const P extends Record<string, JSONSchema>,
  const R extends readonly (keyof P & string)[],
>(
  properties: P,
  required: R,
): { type: 'object'; properties: P; required: R; additionalProperties: false };
export function object(properties: object, required: readonly string[] = []) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

/** A closed object whose every field is required. */
export const record = <const P extends Record<string, JSONSchema>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

export const array = <const S extends JSONSchema>(items: S) => ({ type: 'array', items }) as const;

export const nullable = <const S extends JSONSchema>(schema: S) =>
  ({ anyOf: [schema, { type: 'null' }] }) as const;

export const string = { type: 'string' } as const;
export const number = { type: 'number' } as const;
export const integer = { type: 'integer' } as const;
export const boolean = { type: 'boolean' } as const;
export const nothing = { type: 'null' } as const;

export const oneOf = <const V extends readonly (string | number)[]>(...values: V) =>
  ({ enum: values }) as const;

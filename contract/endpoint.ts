import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Who may call an endpoint: anyone, anyone (a live session is read when sent), or members only. */
export type Auth = 'public' | 'optional' | 'session';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the wire (docs/api.md): the single description the server registers its route
 * from and the site calls by. Schemas are JSON Schema `as const`, so both sides derive their types.
 */
export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** Older paths the platform also answers on (same schemas). */
  readonly aliases?: readonly string[];
  readonly auth: Auth;
  // Schemas are typed loosely here and read with FromSchema where used: checking a generic endpoint
  // against the full JSONSchema type makes the compiler give up ("excessively deep").
  /** Path parameters (`:id`). */
  readonly params?: object;
  readonly query?: object;
  readonly body?: object;
  /** What `value` holds in a successful answer (or the whole answer when `raw`). */
  readonly response: object;
  /** The answer is the value itself, not a `/wps` envelope (`/lgw`, protocol.md §4). */
  readonly raw?: boolean;
}

/** Declares an endpoint, keeping every literal of it for the types. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Part = 'params' | 'query' | 'body';
type SchemaOf<E, K extends Part> = E extends { readonly [key in K]: infer S extends JSONSchema }
  ? FromSchema<S>
  : undefined;
/** What a caller sends: keys with a default may be left out. */
type InputOf<E, K extends Part> = E extends { readonly [key in K]: infer S extends JSONSchema }
  ? FromSchema<S, { keepDefaultedPropertiesOptional: true }>
  : undefined;

/** The `value` of a successful answer. */
export type ResponseOf<E extends Endpoint> = E['response'] extends infer S extends JSONSchema
  ? FromSchema<S>
  : never;
/** The request parts as the server's handler sees them, defaults filled. */
export type QueryOf<E extends Endpoint> = SchemaOf<E, 'query'>;
export type BodyOf<E extends Endpoint> = SchemaOf<E, 'body'>;
export type ParamsOf<E extends Endpoint> = SchemaOf<E, 'params'>;
/** The request parts as the site sends them. */
export type QueryInput<E extends Endpoint> = InputOf<E, 'query'>;
export type BodyInput<E extends Endpoint> = InputOf<E, 'body'>;

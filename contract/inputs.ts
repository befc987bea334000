/**
 * Schema fragments for route inputs: every string bounded and on one line, every id a bounded
 * integer, every page capped. The `refuseHostileInput` hook backs them up for what a schema leaves
 * open.
 */

/** No control character at all, not even a line break. */
export const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';

/** A single-line string of at most `maxLength` characters. */
export const singleLineText = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: SINGLE_LINE }) as const;

/** Ids are positive and fit PostgreSQL's `integer` as well as `bigint` columns. */
export const MAX_ID = 2_147_483_647;

export const idInteger = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** Page numbers past this are empty for any list the platform keeps. */
export const MAX_PAGE_NO = 100_000;

/** No list answers more than this many rows at once. */
export const MAX_PAGE_SIZE = 100;

export const pageNo = { type: 'integer', minimum: 1, maximum: MAX_PAGE_NO, default: 1 } as const;

export const pageSize = (defaultSize: number) =>
  ({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize }) as const;

/** A number a client may send in place of digits (a mobile number, a code). */
export const digitsNumber = {
  type: 'number',
  minimum: 0,
  maximum: Number.MAX_SAFE_INTEGER,
} as const;

/** A count, flag or code a client may send as a number. */
export const boundedInteger = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum }) as const;

/** The idempotency key of a money or claim request (the site sends a UUID). */
export const requestId = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;

/** A single-line string (up to `maxLength`) or a number: some clients send digits as numbers. */
export const stringOrNumber = (maxLength: number) =>
  ({ anyOf: [singleLineText(maxLength), digitsNumber] }) as const;

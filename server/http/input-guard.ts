import type { FastifyRequest } from 'fastify';

/** Control characters no input takes; tab, line feed and carriage return stay for free text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The widest number any input may hold: every id, amount and count fits well inside. */
export const MAX_INPUT_NUMBER = Number.MAX_SAFE_INTEGER;

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function problemOf(value: unknown): string | null {
  if (typeof value === 'string' && CONTROL_CHARACTER.test(value))
    return 'must not contain control characters';
  if (typeof value === 'number' && !(Math.abs(value) <= MAX_INPUT_NUMBER))
    return `must be a number between -${MAX_INPUT_NUMBER} and ${MAX_INPUT_NUMBER}`;
  return null;
}

/**
 * The JSON pointer and problem of the first hostile value in `input` (a string with a control
 * character, a key with one, or a number that is not finite or too large), or null. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
export function firstHostileValue(input: unknown): { pointer: string; problem: string } | null {
  const pending: Array<[string, unknown]> = [['', input]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [pointer, value] = next;
    const problem = problemOf(value);
    if (problem) return { pointer, problem };
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      const itemPointer = `${pointer}/${escapePointer(key)}`;
      if (CONTROL_CHARACTER.test(key))
        return { pointer: itemPointer, problem: 'must not have control characters in its name' };
      pending.push([itemPointer, item]);
    }
  }
  return null;
}

const INPUTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * preHandler of every route, after decryption and schema validation: whatever a route's schema
 * leaves open, no control character and no unbounded number reaches a handler (or the database).
 * Answers 400 `invalid.request` naming the value, as a schema error does.
 */
export async function refuseHostileInput(request: FastifyRequest) {
  for (const [context, read] of INPUTS) {
    const hostile = firstHostileValue(read(request));
    if (hostile) {
      const message = `${context}${hostile.pointer} ${hostile.problem}`;
      throw Object.assign(new Error(message), { statusCode: 400 });
    }
  }
}

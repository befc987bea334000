import { describe, expect, it } from 'vitest';

import { firstHostileValue, MAX_INPUT_NUMBER } from '../../server/http/input-guard';

describe('firstHostileValue', () => {
  it('passes ordinary input, including free text with tabs and line breaks', () => {
    const input = { username: 'member0', comment: 'line one\r\nline\ttwo', ids: [1, 2], ok: true };
    expect(firstHostileValue(input)).toBeNull();
    expect(firstHostileValue(undefined)).toBeNull();
    expect(firstHostileValue({ amount: MAX_INPUT_NUMBER, refund: -MAX_INPUT_NUMBER })).toBeNull();
  });

  it('names the control character by its JSON pointer, keys escaped', () => {
    expect(firstHostileValue({ a: { 'b/c~d': ['x', 'y\u0000'] } })).toEqual({
      pointer: '/a/b~1c~0d/1',
      problem: 'must not contain control characters',
    });
    expect(firstHostileValue({ ['bad\u0007key']: 1 })?.pointer).toBe('/bad\u0007key');
    expect(firstHostileValue('\u007f')?.pointer).toBe('');
  });

  it('refuses numbers that are not finite or past 2^53', () => {
    for (const value of [Infinity, -Infinity, NaN, 1e20, -(2 ** 53)]) {
      expect(firstHostileValue({ id: value })).toEqual({
        pointer: '/id',
        problem: `must be a number between -${MAX_INPUT_NUMBER} and ${MAX_INPUT_NUMBER}`,
      });
    }
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let nested: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(firstHostileValue(nested)?.problem).toBe('must not contain control characters');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MESSAGE, validateField, type FieldRule } from '../../../src/lib/validation';

const optional: FieldRule = { enabled: true, required: false };
const required: FieldRule = { enabled: true, required: true };
const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''));
const fieldName = fc.constantFrom(
  'username',
  'password',
  'email',
  'nickname',
  'qqNum',
  'line',
  'zalo',
);

describe('validateField: presence', () => {
  it('passes an empty non-required field whatever its pattern', () => {
    fc.assert(
      fc.property(fieldName, fc.integer({ min: 1, max: 20 }), (name, min) => {
        const rule = { ...optional, minLength: min, acceptedPattern: '^x+$' };
        expect(validateField(name, '', rule)).toBeNull();
      }),
    );
  });

  it('fails a required empty field with the required message', () => {
    fc.assert(
      fc.property(fieldName, (name) => {
        expect(validateField(name, '', required)?.key).toBe(MESSAGE.required);
      }),
    );
  });

  it('fails any whitespace-only value, required or not', () => {
    fc.assert(
      fc.property(fieldName, whitespace, fc.boolean(), (name, value, isRequired) => {
        expect(validateField(name, value, { enabled: true, required: isRequired })).not.toBeNull();
      }),
    );
  });

  it('passes anything when the field is disabled', () => {
    fc.assert(
      fc.property(fieldName, fc.string(), (name, value) => {
        expect(
          validateField(name, value, { ...required, enabled: false, maxLength: 0 }),
        ).toBeNull();
      }),
    );
  });
});

describe('validateField: bounds and pattern', () => {
  const bounded = fc
    .tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 0, max: 15 }))
    .map(([min, extra]) => ({ min, max: min + extra }));
  const letters = (length: number) =>
    fc
      .array(fc.constantFrom('a', 'b', 'Z', '7', '_'), { minLength: length, maxLength: length })
      .map((c) => c.join(''));

  it('passes every value within bounds that matches the pattern', () => {
    fc.assert(
      fc.property(
        bounded.chain((b) =>
          fc.tuple(fc.constant(b), fc.integer({ min: b.min, max: b.max }).chain(letters)),
        ),
        ([{ min, max }, value]) => {
          const rule = { ...required, minLength: min, maxLength: max, acceptedPattern: '^\\w+$' };
          expect(validateField('username', value, rule)).toBeNull();
        },
      ),
    );
  });

  it('makes the bounds exact: one character fewer or more fails', () => {
    fc.assert(
      fc.property(bounded, ({ min, max }) => {
        const rule = { ...required, minLength: min, maxLength: max };
        expect(validateField('username', 'a'.repeat(min), rule)).toBeNull();
        expect(validateField('username', 'a'.repeat(max), rule)).toBeNull();
        expect(validateField('username', 'a'.repeat(max + 1), rule)?.key).toBe(
          MESSAGE.usernameFormat,
        );
        if (min > 1)
          expect(validateField('username', 'a'.repeat(min - 1), rule)?.key).toBe(
            MESSAGE.usernameFormat,
          );
      }),
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateField('nickname', '😀😀', { ...required, maxLength: 2 })).toBeNull();
  });

  it('fails a value the pattern rejects, with the field format message and bounds', () => {
    const rule = { ...required, minLength: 6, maxLength: 12, acceptedPattern: '^[a-z0-9]+$' };
    expect(validateField('password', 'Has Space1', rule)).toEqual({
      key: MESSAGE.passwordFormat,
      params: { min: 6, max: 12 },
    });
  });

  it('ignores a malformed server pattern instead of blocking the form', () => {
    expect(validateField('nickname', 'abc', { ...required, acceptedPattern: '([' })).toBeNull();
  });

  it('uses the generic format message for fields without their own text', () => {
    expect(validateField('wechat', 'x', { ...required, minLength: 3 })?.key).toBe(
      MESSAGE.fieldFormat,
    );
  });
});

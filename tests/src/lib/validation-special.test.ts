import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  FORGOT_EMAIL_RULE,
  MESSAGE,
  validateField,
  type FieldRule,
} from '../../../src/lib/validation';

const required: FieldRule = { enabled: true, required: true };
const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

describe('captcha', () => {
  it('asks for the code when empty', () => {
    expect(validateField('captcha', '', undefined)?.key).toBe(MESSAGE.captchaRequired);
  });
  it('accepts 1 to 6 digits and nothing longer', () => {
    fc.assert(
      fc.property(digits(1, 6), (code) => {
        expect(validateField('captcha', code, required)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(digits(7, 12), (code) => {
        expect(validateField('captcha', code, required)).not.toBeNull();
      }),
    );
  });
  it('rejects anything that is not numeric', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !/^\d+$/.test(s)),
        (code) => {
          expect(validateField('captcha', code, required)).not.toBeNull();
        },
      ),
    );
  });
});

describe('SMS code and mobile number', () => {
  it('takes numeric SMS codes up to 10 digits even if the server allows more', () => {
    const loose = { ...required, maxLength: 50 };
    fc.assert(
      fc.property(digits(1, 10), (code) => {
        expect(validateField('verificationCode', code, loose)).toBeNull();
      }),
    );
    expect(validateField('verificationCode', '12345678901', loose)?.key).toBe(
      MESSAGE.smsCodeFormat,
    );
    expect(validateField('verificationCode', '12a4', loose)?.key).toBe(MESSAGE.smsCodeFormat);
  });
  it('caps the mobile number at 20 and formats the message with the minimum length', () => {
    const rule = { ...required, minLength: 8, maxLength: 30, acceptedPattern: '^\\d+$' };
    expect(validateField('mobileNum', '1'.repeat(20), rule)).toBeNull();
    expect(validateField('mobileNum', '1'.repeat(21), rule)).toEqual({
      key: MESSAGE.mobileFormat,
      params: { min: 8, max: 30 },
    });
    expect(validateField('loginMobileNum', '', { ...required, minLength: 9 })?.params).toEqual({
      min: 9,
    });
  });
});

describe('passwords', () => {
  it('requires the registration confirmation with the password-format text', () => {
    expect(validateField('confirmPassword', '', undefined, { password: 'abc' })?.key).toBe(
      MESSAGE.passwordFormat,
    );
  });
  it('asks to enter the change-password confirmation', () => {
    expect(validateField('confirmNewPassword', '', undefined)?.key).toBe(MESSAGE.enterPassword);
  });
  it('matches the confirmation exactly', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string(),
        (password, other) => {
          expect(validateField('confirmPassword', password, undefined, { password })).toBeNull();
          if (other !== password && other.trim() !== '')
            expect(validateField('confirmPassword', other, undefined, { password })?.key).toBe(
              MESSAGE.confirmMismatch,
            );
        },
      ),
    );
  });
  it('refuses a new password equal to the old one', () => {
    expect(
      validateField('newPassword', 'Secret12', required, { oldPassword: 'Secret12' })?.key,
    ).toBe(MESSAGE.newOldSame);
    expect(
      validateField('newPassword', 'Secret13', required, { oldPassword: 'Secret12' }),
    ).toBeNull();
  });
  it('skips an empty old password that is not required', () => {
    expect(
      validateField('oldPassword', '', { enabled: true, required: false, minLength: 6 }),
    ).toBeNull();
  });
});

describe('forgot-password e-mail', () => {
  it.each(['a@b.com', 'first.last@mail.co', 'x_1.y.z@host.com.br', 'me@d.co.uk.tv'])(
    'accepts %s',
    (email) => {
      expect(validateField('email', email, FORGOT_EMAIL_RULE)).toBeNull();
    },
  );
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.comm', 'a@b.co.uk.tv.zz', 'a b@c.com', '.a@b.com'])(
    'rejects "%s"',
    (email) => {
      const error = validateField('email', email, FORGOT_EMAIL_RULE);
      expect(error?.key).toBe(email === '' ? MESSAGE.required : MESSAGE.emailIncorrect);
    },
  );
  it('accepts every address built by the rule', () => {
    const word = fc.stringMatching(/^\w{1,8}$/);
    const tld = fc.stringMatching(/^[a-z]{2,3}$/);
    const address = fc
      .tuple(
        word,
        fc.array(word, { maxLength: 2 }),
        word,
        fc.array(tld, { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([local, dots, domain, tlds]) =>
          `${[local, ...dots].join('.')}@${domain}.${tlds.join('.')}`,
      );
    fc.assert(
      fc.property(address, (email) => {
        expect(validateField('email', email, FORGOT_EMAIL_RULE)).toBeNull();
      }),
    );
  });
});

describe('messages by patternId', () => {
  it('uses the field text first, then the server message id', () => {
    const rule = { enabled: true, required: true, minLength: 7, patternId: 'mobile.format' };
    expect(validateField('whatsapp', '12', rule)).toEqual({
      key: MESSAGE.mobileFormat,
      params: { min: 7 },
    });
    expect(
      validateField('recommenderId', '!', { ...rule, patternId: 'invitation.format' })?.key,
    ).toBe(MESSAGE.referrerFormat);
    expect(validateField('idNumber', '!', { ...rule, patternId: 'field.format' })?.key).toBe(
      MESSAGE.fieldFormat,
    );
  });
});

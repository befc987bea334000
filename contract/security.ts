import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { digitsNumber, singleLineText } from './inputs';
import { boolean, nullable, number, object, oneOf, record, string } from './schema';

export const VERIFICATION_STATUSES = [
  'NOT_VERIFIED',
  'UNDER_REVIEW',
  'VERIFIED',
  'REJECTED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const verificationStatus = oneOf(...VERIFICATION_STATUSES);

const securityConfig = record({
  loginPassword: boolean,
  paymentPassword: boolean,
  mobileBound: boolean,
  /** Masked (`917****567`); '' when not bound. */
  mobile: string,
  emailBound: boolean,
  /** Masked (`ab***@example.com`); '' when not bound. */
  email: string,
  verificationStatus,
  /** Epoch ms. */
  verificationSubmittedAt: nullable(number),
  verificationDecidedAt: nullable(number),
  rejectReason: string,
  realName: string,
});
export type SecurityConfig = FromSchema<typeof securityConfig>;

/** `GET /wps/member/securityConfig`: what the member has set (masked contacts). */
export const getSecurityConfig = endpoint({
  method: 'GET',
  path: '/wps/member/securityConfig',
  auth: 'session',
  response: securityConfig,
});

const secret = { type: 'string', maxLength: 128 } as const;

const newPaymentPassword = object(
  {
    /** Confirms the change; accounts registered by mobile without a password send none. */
    loginPassword: secret,
    newPassword: secret,
    confirmNewPassword: secret,
  },
  ['newPassword', 'confirmNewPassword'],
);
export type NewPaymentPassword = FromSchema<typeof newPaymentPassword>;

/** `PUT /wps/member/paymentPassword` (encrypted): the first payment password. */
export const setPaymentPassword = endpoint({
  method: 'PUT',
  path: '/wps/member/paymentPassword',
  auth: 'session',
  body: newPaymentPassword,
  response: boolean,
});

const paymentPasswordChange = object(
  { oldPassword: secret, newPassword: secret, confirmNewPassword: secret },
  ['oldPassword', 'newPassword', 'confirmNewPassword'],
);
export type PaymentPasswordChange = FromSchema<typeof paymentPasswordChange>;

/** `POST /wps/member/paymentPassword` (encrypted): old, new and confirmation. */
export const changePaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: 'session',
  body: paymentPasswordChange,
  response: boolean,
});

/** Account inputs are loosely typed (some clients send digits as numbers); the rules check them. */
const input = { anyOf: [singleLineText(200), digitsNumber] } as const;

const codeSent = record({
  /** How long the code lives. */
  expiredMinutes: number,
});
export type CodeSent = FromSchema<typeof codeSent>;

const mobileNumber = object({ mobileNum: input, countryDialingCode: input }, ['mobileNum']);
export type MobileNumber = FromSchema<typeof mobileNumber>;

/** `POST /wps/member/mobile/sms`: a binding code to the new number. */
export const sendMobileBindCode = endpoint({
  method: 'POST',
  path: '/wps/member/mobile/sms',
  auth: 'session',
  body: mobileNumber,
  response: codeSent,
});

const mobileBinding = object(
  {
    mobileNum: input,
    countryDialingCode: input,
    verificationCode: input,
    /** Needed only to replace a bound number. */
    loginPassword: input,
  },
  ['mobileNum'],
);
export type MobileBinding = FromSchema<typeof mobileBinding>;

/** `POST /wps/member/mobile`: binds the number with its SMS code; answers it masked. */
export const bindMobile = endpoint({
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'session',
  body: mobileBinding,
  response: record({ mobile: string }),
});

/** `POST /wps/member/email/code`: a binding code to the address. */
export const sendEmailBindCode = endpoint({
  method: 'POST',
  path: '/wps/member/email/code',
  auth: 'session',
  body: object({ email: input }, ['email']),
  response: codeSent,
});

const emailBinding = object(
  {
    email: input,
    verificationCode: input,
    /** Needed only to replace a bound address. */
    loginPassword: input,
  },
  ['email'],
);
export type EmailBinding = FromSchema<typeof emailBinding>;

/** `POST /wps/member/email`: binds the address with its code; answers it masked. */
export const bindEmail = endpoint({
  method: 'POST',
  path: '/wps/member/email',
  auth: 'session',
  body: emailBinding,
  response: record({ email: string }),
});

const verification = record({
  status: verificationStatus,
  /** Epoch ms. */
  submittedAt: nullable(number),
  decidedAt: nullable(number),
  rejectReason: string,
});
export type Verification = FromSchema<typeof verification>;

/** `GET /wps/member/identity`: the member's identity verification (the images are never served). */
export const getIdentityVerification = endpoint({
  method: 'GET',
  path: '/wps/member/identity',
  auth: 'session',
  response: verification,
});

export const IDENTITY_SIDES = ['idFront', 'idBack', 'selfie'] as const;
export type IdentitySide = (typeof IDENTITY_SIDES)[number];

/**
 * Base64 of the largest image (5 MB) plus a data-URL prefix: the bound of one image field
 * (server/domain/uploaded-image.ts `MAX_IMAGE_TEXT`, checked equal by the identity test).
 */
export const MAX_IDENTITY_IMAGE_TEXT = Math.ceil((5 * 1024 * 1024) / 3) * 4 + 64;

const image = { type: 'string', maxLength: MAX_IDENTITY_IMAGE_TEXT } as const;

const identityImages = object(
  {
    /** Data URLs (or base64) of png or jpg images, ≤ 5 MB each. */
    idFront: image,
    idBack: image,
    selfie: image,
  },
  IDENTITY_SIDES,
);
export type IdentityImages = FromSchema<typeof identityImages>;

/** `POST /wps/member/identity`: ID front, back and selfie with ID → under review. */
export const submitIdentityVerification = endpoint({
  method: 'POST',
  path: '/wps/member/identity',
  auth: 'session',
  body: identityImages,
  response: verification,
});

import type { Tenant } from '../../../schema/tenant';
import type { Db, Queryable } from '../../db/db';
import { refuseDuplicate } from '../../db/idempotency';
import { accountErrors } from '../account-errors';
import { type Clock, MINUTE } from '../clock';
import { requireField } from '../field-rules';
import { findMemberByMobile } from '../member-accounts';
import { fullMobileNumber, maskMobile } from '../mobile';
import { checkCode, type CodeKey, consumeCode, issueCode, recordSend } from '../one-time-codes';
import type { Outbox } from '../outbox';
import { verifyPassword } from '../passwords';
import { sendSmsCode } from '../sms';
import { securityErrors } from './errors';
import type { Caller } from './payment-password-flows';

export interface BindingDeps {
  db: Db;
  now: Clock;
  outbox: Outbox;
}

/** E-mail binding codes live this long. */
export const EMAIL_CODE_MINUTES = 10;

interface Contact {
  passwordHash: string | null;
  mobileNumber: string | null;
  email: string;
  emailVerifiedAt: number | null;
}

async function contactOf(db: Queryable, caller: Caller): Promise<Contact> {
  const [row] = await db.query<Contact>(
    `SELECT password_hash AS "passwordHash", mobile_number AS "mobileNumber", email,
       email_verified_at AS "emailVerifiedAt" FROM members WHERE tenant_id = $1 AND id = $2`,
    [caller.tenantId, caller.memberId],
  );
  if (!row) throw accountErrors.loginFailed();
  return row;
}

/** Replacing a bound contact needs the login password too (a stolen session alone cannot move it). */
async function confirmReplacement(contact: Contact, loginPassword: unknown) {
  if (contact.passwordHash === null) return;
  if (!(await verifyPassword(String(loginPassword ?? ''), contact.passwordHash)))
    throw securityErrors.wrongLoginPassword();
}

/** The code of a binding is tied to the member and the new address. */
const bindKey = (caller: Caller, target: string): CodeKey => ({
  tenantId: caller.tenantId,
  purpose: 'bind',
  target: `${caller.memberId}:${target}`,
});

function mobileInput(tenant: Tenant, input: { mobileNum?: unknown; countryDialingCode?: unknown }) {
  const full = fullMobileNumber(tenant, {
    field: 'mobileNum',
    mobile: input.mobileNum,
    dialingCode: input.countryDialingCode,
  });
  const national = String(input.mobileNum).trim().replace(/^0+/, '');
  return { full, masked: maskMobile(national) };
}

async function checkMobileFree(db: Queryable, caller: Caller, mobile: string) {
  const owner = await findMemberByMobile(db, caller.tenantId, mobile);
  if (owner?.id === caller.memberId) throw securityErrors.alreadyBound('mobile');
  if (owner) throw securityErrors.mobileTaken();
}

/** Sends the SMS code for binding `mobileNum`; answers its lifetime in minutes. */
export async function sendMobileBindCode(
  deps: BindingDeps,
  tenant: Tenant,
  caller: Caller,
  input: { mobileNum?: unknown; countryDialingCode?: unknown },
) {
  const mobile = mobileInput(tenant, input);
  await checkMobileFree(deps.db, caller, mobile.full);
  return sendSmsCode(deps, tenant, 'bind', mobile.full, bindKey(caller, mobile.full).target);
}

/** Binds (or replaces) the member's mobile number with the SMS code; answers the masked number. */
export async function bindMobile(
  deps: BindingDeps,
  tenant: Tenant,
  caller: Caller,
  input: {
    mobileNum?: unknown;
    countryDialingCode?: unknown;
    verificationCode?: unknown;
    loginPassword?: unknown;
  },
) {
  const mobile = mobileInput(tenant, input);
  const code = requireField('verificationCode', input.verificationCode);
  const contact = await contactOf(deps.db, caller);
  await checkMobileFree(deps.db, caller, mobile.full);
  if (contact.mobileNumber !== null) await confirmReplacement(contact, input.loginPassword);
  const key = bindKey(caller, mobile.full);
  if (!(await checkCode(deps.db, deps.now, key, code))) throw accountErrors.badCode();
  await refuseDuplicate(
    () =>
      deps.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, deps.now, key))) throw accountErrors.badCode();
        await tx.query(
          'UPDATE members SET mobile_number = $3, mobile_masked = $4 WHERE tenant_id = $1 AND id = $2',
          [caller.tenantId, caller.memberId, mobile.full, mobile.masked],
        );
      }),
    securityErrors.mobileTaken,
  );
  return { mobile: mobile.masked };
}

/** `ab***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${email.slice(at)}`;
}

const emailInput = (raw: unknown) => requireField('email', raw).toLowerCase();

function checkNotBound(contact: Contact, email: string) {
  if (contact.emailVerifiedAt !== null && contact.email.toLowerCase() === email)
    throw securityErrors.alreadyBound('email');
}

/** E-mails a binding code to `email` (development: the outbox); answers its lifetime in minutes. */
export async function sendEmailBindCode(
  deps: BindingDeps,
  tenant: Tenant,
  caller: Caller,
  input: { email?: unknown },
) {
  const email = emailInput(input.email);
  checkNotBound(await contactOf(deps.db, caller), email);
  const code = await deps.db.transaction(async (tx) => {
    await recordSend(tx, deps.now, tenant.code, email);
    return issueCode(tx, deps.now, bindKey(caller, email), {
      length: 6,
      ttlMs: EMAIL_CODE_MINUTES * MINUTE,
    });
  });
  await deps.outbox.send({
    tenant: tenant.code,
    channel: 'email',
    to: email,
    subject: `${tenant.name}: confirm your e-mail`,
    body: `Your code to bind this e-mail is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.`,
    code,
  });
  return EMAIL_CODE_MINUTES;
}

/** Binds (or replaces) the member's e-mail with the e-mailed code; answers the masked address. */
export async function bindEmail(
  deps: BindingDeps,
  caller: Caller,
  input: { email?: unknown; verificationCode?: unknown; loginPassword?: unknown },
) {
  const email = emailInput(input.email);
  const code = requireField('verificationCode', input.verificationCode);
  const contact = await contactOf(deps.db, caller);
  checkNotBound(contact, email);
  if (contact.emailVerifiedAt !== null) await confirmReplacement(contact, input.loginPassword);
  const key = bindKey(caller, email);
  if (!(await checkCode(deps.db, deps.now, key, code))) throw accountErrors.badCode();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, deps.now, key))) throw accountErrors.badCode();
    await tx.query(
      'UPDATE members SET email = $3, email_verified_at = $4 WHERE tenant_id = $1 AND id = $2',
      [caller.tenantId, caller.memberId, email, deps.now()],
    );
  });
  return { email: maskEmail(email) };
}

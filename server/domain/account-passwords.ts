import type { Tenant } from '../../schema/tenant';
import type { Db } from '../db/db';
import { accountErrors, RateLimitError } from './account-errors';
import { type Clock, MINUTE } from './clock';
import { cleanValue, requireField } from './field-rules';
import {
  findMemberById,
  findMemberByMobile,
  revokeOtherSessions,
  setPasswordHash,
} from './member-accounts';
import { findLoginCandidate } from './members';
import { fullMobileNumber } from './mobile';
import { checkCode, type CodeKey, consumeCode, issueCode, recordSend } from './one-time-codes';
import type { Outbox } from './outbox';
import { hashPassword, verifyPassword } from './passwords';

export interface PasswordDeps {
  db: Db;
  now: Clock;
  outbox: Outbox;
}

const RESET_CODE_TTL_MS = 30 * MINUTE;

/** The new password by rule `password`, equal to its confirmation when one is asked. */
function checkNewPassword(newPassword?: unknown, confirmation?: unknown) {
  const password = requireField('newPassword', newPassword, 'password');
  if (confirmation !== undefined && cleanValue('password', confirmation) !== password)
    throw accountErrors.passwordMismatch();
  return password;
}

async function isOldPassword(hash: string | null, password: string) {
  return hash !== null && (await verifyPassword(password, hash));
}

/** `PUT /wps/member/password`: other sessions end, the caller's stays. */
export async function changePassword(
  deps: PasswordDeps,
  caller: { tenantId: string; memberId: number; token: string },
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
) {
  const member = await findMemberById(deps.db, caller.tenantId, caller.memberId);
  if (!member) throw accountErrors.loginFailed();
  const password = checkNewPassword(input.newPassword, input.confirmNewPassword);
  if (member.passwordHash !== null) {
    if (!(await isOldPassword(member.passwordHash, input.oldPassword ?? '')))
      throw accountErrors.oldIncorrect();
    if (input.oldPassword === password) throw accountErrors.sameAsOld();
  }
  await setPasswordHash(deps.db, caller.tenantId, member.id, await hashPassword(password));
  await revokeOtherSessions(deps.db, deps.now, caller.tenantId, member.id, caller.token);
}

/** Forgot password by e-mail: a reset code goes out only when username and e-mail match. */
export async function forgotPassword(
  deps: PasswordDeps,
  tenant: Tenant,
  input: { username?: unknown; email?: unknown },
) {
  const username = requireField('username', input.username, 'loginUsername');
  const email = requireField('email', input.email);
  const member = await findLoginCandidate(deps.db, tenant.code, username);
  const account = member && (await findMemberById(deps.db, tenant.code, member.id));
  if (!account || !account.email || account.email.toLowerCase() !== email.toLowerCase()) return;
  const key: CodeKey = { tenantId: tenant.code, purpose: 'reset', target: `member:${account.id}` };
  const code = await deps.db
    .transaction(async (tx) => {
      await recordSend(tx, deps.now, tenant.code, key.target);
      return issueCode(tx, deps.now, key, { length: 8, ttlMs: RESET_CODE_TTL_MS });
    })
    .catch((error: unknown) => {
      // over the resend limit: answer the same, send nothing
      if (error instanceof RateLimitError) return undefined;
      throw error;
    });
  if (!code) return;
  const link = `/m/forgetPsw?username=${encodeURIComponent(account.username)}&code=${code}`;
  await deps.outbox.send({
    tenant: tenant.code,
    channel: 'email',
    to: account.email,
    subject: `${tenant.name}: reset your password`,
    body: `Use code ${code} within 30 minutes to set a new password for ${account.username}: ${link}`,
    code,
  });
}

/** Sets a new password with the e-mailed reset code; answers the username. */
export async function resetPasswordByCode(
  deps: PasswordDeps,
  tenant: Tenant,
  input: { username?: unknown; code?: unknown; newPassword?: unknown },
) {
  const password = checkNewPassword(input.newPassword);
  const member = await findLoginCandidate(deps.db, tenant.code, String(input.username ?? ''));
  const key: CodeKey = {
    tenantId: tenant.code,
    purpose: 'reset',
    target: `member:${member?.id ?? 0}`,
  };
  if (!member || !(await checkCode(deps.db, deps.now, key, String(input.code ?? ''))))
    throw accountErrors.badCode();
  if (await isOldPassword(member.passwordHash, password)) throw accountErrors.sameAsOld();
  if (!(await consumeCode(deps.db, deps.now, key))) throw accountErrors.badCode();
  await setPasswordHash(deps.db, tenant.code, member.id, await hashPassword(password));
  await revokeOtherSessions(deps.db, deps.now, tenant.code, member.id);
  return { userName: member.username };
}

/** Set password by phone (noLogin SMS code); the code survives `modify.new.old.same`. */
export async function resetPasswordByPhone(
  deps: PasswordDeps,
  tenant: Tenant,
  input: {
    newPassword?: unknown;
    mobileNum?: unknown;
    verificationCode?: unknown;
    countryDialingCode?: unknown;
  },
) {
  if (!tenant.registration.phonePasswordReset) throw accountErrors.notAvailable('Phone recovery');
  const password = checkNewPassword(input.newPassword);
  const mobile = fullMobileNumber(tenant, {
    field: 'mobileNum',
    mobile: input.mobileNum,
    dialingCode: input.countryDialingCode,
    rule: 'loginMobileNum',
  });
  const key: CodeKey = { tenantId: tenant.code, purpose: 'verify', target: mobile };
  const code = requireField('verificationCode', input.verificationCode);
  if (!(await checkCode(deps.db, deps.now, key, code))) throw accountErrors.badCode();
  const member = await findMemberByMobile(deps.db, tenant.code, mobile);
  if (!member) throw accountErrors.badCode();
  if (await isOldPassword(member.passwordHash, password)) throw accountErrors.sameAsOld();
  if (!(await consumeCode(deps.db, deps.now, key))) throw accountErrors.badCode();
  await setPasswordHash(deps.db, tenant.code, member.id, await hashPassword(password));
  await revokeOtherSessions(deps.db, deps.now, tenant.code, member.id);
  return { userName: member.username };
}

import type { Db } from '../db/db';
import { accountErrors } from './account-errors';
import type { Clock } from './clock';
import { requireField } from './field-rules';
import { issueLogin, type LoginSuccess } from './login';
import { findMemberByMobile } from './member-accounts';
import { fullMobileNumber } from './mobile';
import { redeemCode } from './one-time-codes';
import type { Requester } from './registration';

/** Login `type: "sms"`: mobile number + a noLogin SMS code (flag MOBILEVERCODELOGIN3). */
export async function smsLogin(
  deps: { db: Db; now: Clock },
  requester: Requester,
  input: { mobileNum?: unknown; verificationCode?: unknown; countryDialingCode?: unknown },
): Promise<LoginSuccess> {
  const { tenant } = requester;
  const flags: Partial<Record<string, boolean>> = tenant.flags;
  if (flags.MOBILEVERCODELOGIN3 !== true) throw accountErrors.notAvailable('SMS login');
  const mobile = fullMobileNumber(tenant, {
    field: 'mobileNum',
    mobile: input.mobileNum,
    dialingCode: input.countryDialingCode,
    rule: 'loginMobileNum',
  });
  const code = requireField('verificationCode', input.verificationCode);
  const key = { tenantId: tenant.code, purpose: 'verify' as const, target: mobile };
  if (!(await redeemCode(deps.db, deps.now, key, code))) throw accountErrors.badCode();
  const member = await findMemberByMobile(deps.db, tenant.code, mobile);
  if (!member) throw accountErrors.loginFailed();
  return issueLogin(deps.db, deps.now, member, {
    tenantId: tenant.code,
    ip: requester.ip,
    device: requester.device,
  });
}

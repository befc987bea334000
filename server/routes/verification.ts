import type { FastifyInstance, FastifyRequest } from 'fastify';

import { sendRegisterSms, sendVerificationSms } from '../../contract/account';
import { fullMobileNumber } from '../domain/mobile';
import { sendSmsCode } from '../domain/sms';
import { admitSmsRequest, countNumberRefusal } from '../domain/sms-pumping';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { requesterOf } from '../http/requester';

/** SMS verification codes: for registration, and without login (SMS login, phone recovery). */
export async function verificationRoutes(app: FastifyInstance) {
  const { deps } = app;

  /** Sends a code to `mobile` within the caller's address and tenant budgets (SMS pumping). */
  const sendWithinBudgets = async (
    request: FastifyRequest,
    captcha: string | number | undefined,
    purpose: 'register' | 'verify',
    mobile: string,
  ) => {
    const { tenant, ip, captchaId } = requesterOf(request);
    await admitSmsRequest(deps, {
      tenantId: tenant.code,
      ip,
      captchaId,
      captcha: captcha === undefined ? undefined : String(captcha),
    });
    const expiredMinutes = await sendSmsCode(deps, tenant, purpose, mobile).catch((error) =>
      countNumberRefusal(deps.db, tenant.code, error),
    );
    return ok({ expiredMinutes });
  };

  serve(app, sendRegisterSms, async (request) => {
    const { tenant } = merchantOf(request);
    const { body } = request;
    const mobile = fullMobileNumber(tenant, {
      field: body.mobileNo === undefined ? 'mobileNum' : 'mobileNo',
      mobile: body.mobileNo ?? body.mobileNum,
      dialingCode: body.countryDialingCode,
    });
    return sendWithinBudgets(request, body.captcha, 'register', mobile);
  });

  serve(app, sendVerificationSms, async (request) => {
    const { tenant } = merchantOf(request);
    const { body } = request;
    const mobile = fullMobileNumber(tenant, {
      field: body.mobileNum === undefined ? 'mobileNo' : 'mobileNum',
      mobile: body.mobileNum ?? body.mobileNo,
      dialingCode: body.countryDialingCode,
      rule: 'loginMobileNum',
    });
    return sendWithinBudgets(request, body.captcha, 'verify', mobile);
  });
}

import type { FastifyInstance } from 'fastify';

import { fullMobileNumber } from '../domain/mobile';
import { sendSmsCode } from '../domain/sms';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema } from '../http/requester';

/** SMS verification codes: for registration, and without login (SMS login, phone recovery). */
export async function verificationRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post<{ Body: Inputs }>(
    '/wps/verification/sms/register',
    { schema: { body: inputsSchema(['mobileNo', 'mobileNum', 'countryDialingCode']) } },
    async (request) => {
      const { tenant } = merchantOf(request);
      const { body } = request;
      const mobile = fullMobileNumber(tenant, {
        field: body.mobileNo === undefined ? 'mobileNum' : 'mobileNo',
        mobile: body.mobileNo ?? body.mobileNum,
        dialingCode: body.countryDialingCode,
      });
      return ok({ expiredMinutes: await sendSmsCode(deps, tenant, 'register', mobile) });
    },
  );

  app.post<{ Body: Inputs }>(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        body: inputsSchema(['mobileNum', 'mobileNo', 'module', 'countryDialingCode']),
      },
    },
    async (request) => {
      const { tenant } = merchantOf(request);
      const { body } = request;
      const mobile = fullMobileNumber(tenant, {
        field: body.mobileNum === undefined ? 'mobileNo' : 'mobileNum',
        mobile: body.mobileNum ?? body.mobileNo,
        dialingCode: body.countryDialingCode,
        rule: 'loginMobileNum',
      });
      return ok({ expiredMinutes: await sendSmsCode(deps, tenant, 'verify', mobile) });
    },
  );
}

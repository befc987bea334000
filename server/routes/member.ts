import type { FastifyInstance } from 'fastify';

import { getMemberInfo, getWalletBalance } from '../../contract/member';
import { sumMinor, toMajor } from '../../contract/money';
import { walletAccounts } from '../domain/ledger';
import { memberInfo } from '../domain/members';
import { tenantCurrency } from '../domain/tenants';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { serve } from '../http/contract-route';
import { sessionOf } from '../http/session';

/** Member profile and wallet balance. */
export async function memberRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, getMemberInfo, async (request) => {
    const session = sessionOf(request);
    const info = await memberInfo(db, session.tenantId, session.memberId);
    return info
      ? ok(info)
      : fail(ErrorCodes.badToken, 'Sorry, the user does not exist or is disabled.');
  });

  serve(app, getWalletBalance, async (request) => {
    const session = sessionOf(request);
    const accounts = await walletAccounts(db, session.tenantId, session.memberId);
    const { currency, currencySymbol } = tenantCurrency(merchantOf(request).tenant);
    return ok({
      sumBalance: toMajor(sumMinor(accounts.map((account) => account.balance))),
      currency,
      currencySymbol,
      balance: accounts.map((account) => ({
        accountTypeId: account.accountTypeId,
        availBalance: toMajor(account.balance),
      })),
    });
  });
}

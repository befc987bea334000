import type { FastifyInstance, FastifyRequest } from 'fastify';

import { isWholeCents, toMinor } from '../../contract/money';
import {
  getUplineTransfer,
  transferToUpline as transferToUplineEndpoint,
} from '../../contract/records';
import { TRIAL_TYPE } from '../../schema/constants';
import { AccountError } from '../domain/account-errors';
import { checkPaymentPassword, hasPaymentPassword } from '../domain/payment-password';
import {
  recentTransfers,
  TRANSFER_MAX,
  TRANSFER_MIN,
  transferErrors,
  transferToUpline,
  uplineOf,
} from '../domain/records/upline-transfer';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { sessionOf } from '../http/session';

/** Spec: upline transfer is hidden for customer type 2. */
const NO_TRANSFER_TYPE = 2;

const notAvailable = (message: string) => new AccountError('function.not.available', message);

const validAmount = (amount: number) =>
  Number.isFinite(amount) &&
  amount >= TRANSFER_MIN &&
  amount <= TRANSFER_MAX &&
  isWholeCents(amount);

/** Who may transfer: the flag, a real account, not type 2, an upline. Answers the upline. */
async function allowedUpline(request: FastifyRequest) {
  const flags: Partial<Record<string, boolean>> = merchantOf(request).tenant.flags;
  if (flags.AGETRANSFERUP3 !== true)
    throw notAvailable('Transfer to upline is not available for this merchant');
  const { db } = request.server.deps;
  const { tenantId, memberId, customerType } = sessionOf(request);
  if (customerType === TRIAL_TYPE)
    throw notAvailable('Please login an actual account to use this function');
  if (customerType === NO_TRANSFER_TYPE)
    throw notAvailable(
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    );
  const member = await uplineOf(db, tenantId, memberId);
  if (!member?.uplineId || !member.upline) throw transferErrors.noUpline();
  return { uplineId: member.uplineId, upline: member.upline };
}

/** Transfer to the upline (AGETRANSFERUP3): the screen's data and the transfer itself. */
export async function uplineTransferRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getUplineTransfer, async (request) => {
    const { upline } = await allowedUpline(request);
    const { tenantId, memberId } = sessionOf(request);
    return ok({
      upline,
      passwordRequired: await hasPaymentPassword(db, tenantId, memberId),
      minAmount: TRANSFER_MIN,
      maxAmount: TRANSFER_MAX,
      transfers: await recentTransfers(db, tenantId, memberId),
    });
  });

  serve(app, transferToUplineEndpoint, async (request) => {
    const { uplineId } = await allowedUpline(request);
    const { tenantId, memberId } = sessionOf(request);
    const { amount, requestId, password = '' } = request.body;
    if (!validAmount(amount)) throw transferErrors.amount();
    // Same code as a wrong withdrawal password (common.json translates it).
    if (
      (await hasPaymentPassword(db, tenantId, memberId)) &&
      (await checkPaymentPassword(db, tenantId, memberId, password)) !== 'ok'
    )
      throw new AccountError('invalid.payment.pw', 'The payment password is incorrect.');
    const { transfer, replayed } = await transferToUpline(db, now, {
      tenantId,
      memberId,
      uplineId,
      amount: toMinor(amount),
      requestId,
    });
    return ok({ ...transfer, replayed });
  });
}

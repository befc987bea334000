import { isWholeCents, type Minor, toMajor, toMinor } from '../../../contract/money';
import type { PlacedWithdrawal, WithdrawalRequest } from '../../../contract/withdraw';
import type { Tenant } from '../../../schema/tenant';
import type { Db } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import type { Clock } from '../clock';
import { checkPaymentPassword } from '../payment-password';
import { dayRange, tenantTimeZone } from '../play/tenant-day';
import { findCard } from './bank-cards';
import { withdrawErrors } from './errors';
import { placeWithdrawal, replay } from './place';
import {
  clockText,
  feeOf,
  insideWindow,
  tenantDayOf,
  withdrawRules,
  type WithdrawRules,
} from './settings';
import { countSince, findByRequest } from './withdrawal-rows';

export interface Member {
  tenantId: string;
  memberId: number;
  customerType: number;
}

/** A positive amount with at most 2 decimals in minor units, else `withdraw.amount.invalid`. */
export function parseAmount(value: number | string): Minor {
  const amount = typeof value === 'number' ? value : Number(String(value).trim() || NaN);
  if (!Number.isFinite(amount) || amount <= 0 || !isWholeCents(amount))
    throw withdrawErrors.badAmount();
  return toMinor(amount);
}

function checkAmount(rules: WithdrawRules, amount: Minor): Minor {
  if (amount < rules.minAmount) throw withdrawErrors.belowMin(toMajor(rules.minAmount));
  if (amount > rules.maxAmount) throw withdrawErrors.aboveMax(toMajor(rules.maxAmount));
  const fee = feeOf(rules, amount);
  if (fee >= amount) throw withdrawErrors.feeTooHigh(toMajor(fee));
  return fee;
}

/** The tenant day of `instant` as [start, end) epoch ms. */
export function todayRange(tenant: Tenant, instant: number): [number, number] {
  const day = tenantDayOf(tenant, instant);
  return dayRange(tenantTimeZone(tenant), day, day);
}

/**
 * A member's withdrawal: a repeated request id answers the first result; otherwise the amount,
 * card, window, daily count and payment password (unless `WDRAWNOPASSVERIF3`) are checked before
 * the debit.
 */
export async function requestWithdrawal(
  deps: { db: Db; now: Clock },
  tenant: Tenant,
  member: Member,
  request: WithdrawalRequest,
): Promise<PlacedWithdrawal> {
  const { db, now } = deps;
  const { tenantId, memberId } = member;
  if (member.customerType === 4) throw withdrawErrors.trial();
  const amount = parseAmount(request.amount);
  const rules = await withdrawRules(db, tenant);
  const today = todayRange(tenant, now());
  const placement = {
    tenantId,
    memberId,
    requestId: request.requestId,
    bankCardId: request.bankCardId,
    amount,
  };
  return withIdempotency({
    find: () => findByRequest(db, tenantId, memberId, request.requestId),
    replay: (prior) => replay(prior, placement),
    write: async () => {
      const fee = checkAmount(rules, amount);
      if (!(await findCard(db, tenantId, memberId, request.bankCardId)))
        throw withdrawErrors.cardNotFound();
      if (!insideWindow(rules, tenant, now()))
        throw withdrawErrors.outsideWindow(
          clockText(rules.windowStart),
          clockText(rules.windowEnd),
        );
      if ((await countSince(db, tenantId, memberId, today)) >= rules.dailyCount)
        throw withdrawErrors.dailyLimit(rules.dailyCount);
      if (tenant.flags.WDRAWNOPASSVERIF3 !== true) {
        const check = await checkPaymentPassword(db, tenantId, memberId, request.password ?? '');
        if (check === 'missing') throw withdrawErrors.noPaymentPassword();
        if (check === 'wrong') throw withdrawErrors.wrongPaymentPassword();
      }
      return placeWithdrawal(db, now, { ...placement, fee, dailyCount: rules.dailyCount, today });
    },
  });
}

import { minor, type Minor, sumMinor, toMajor, toMinor } from '../../../contract/money';
import type { SignInCalendar, SignInResult } from '../../../contract/rewards';
import type { Db, Queryable } from '../../db/db';
import { AccountError } from '../account-errors';
import { type Clock, DAY } from '../clock';
import { applyPosting } from '../ledger';
import { dayOf } from '../play/tenant-day';

/** Reward of each day of a streak (major units, as shown); the cycle starts again after the seventh day. */
export const SIGN_IN_REWARDS = [1, 2, 3, 5, 5, 8, 15] as const;

export const rewardForStreak = (streak: number): Minor =>
  toMinor(SIGN_IN_REWARDS[(streak - 1) % SIGN_IN_REWARDS.length] as number);

interface SignedDay {
  day: string;
  streak: number;
  reward: Minor;
  requestId: string;
}

export interface SignInMember {
  tenantId: string;
  memberId: number;
  /** The tenant's time zone: days are its calendar days. */
  zone: string;
}

const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

function signedDays(db: Queryable, member: SignInMember, from: string, to: string) {
  return db.query<SignedDay>(
    `SELECT day, streak, reward, request_id AS "requestId" FROM signin_days
     WHERE tenant_id = $1 AND member_id = $2 AND day BETWEEN $3 AND $4 ORDER BY day`,
    [member.tenantId, member.memberId, from, to],
  );
}

/** The calendar of a month (`YYYY-MM`, default this month): signed days, streak, today's reward. */
export async function signInCalendar(
  db: Queryable,
  now: Clock,
  member: SignInMember,
  month?: string,
): Promise<SignInCalendar> {
  const today = dayOf(member.zone, now());
  const shown = month ?? today.slice(0, 7);
  const first = `${shown}-01`;
  const daysInMonth = new Date(
    Date.UTC(Number(shown.slice(0, 4)), Number(shown.slice(5, 7)), 0),
  ).getUTCDate();
  const last = `${shown}-${String(daysInMonth).padStart(2, '0')}`;
  const signed = new Map((await signedDays(db, member, first, last)).map((row) => [row.day, row]));
  const recent = await signedDays(db, member, previousDay(today), today);
  const todayRow = recent.find((row) => row.day === today);
  const yesterdayRow = recent.find((row) => row.day !== today);
  const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
  const days = Array.from({ length: daysInMonth }, (_, index) => {
    const day = `${shown}-${String(index + 1).padStart(2, '0')}`;
    const row = signed.get(day);
    return { day, signed: Boolean(row), reward: row ? toMajor(row.reward) : null };
  });
  return {
    month: shown,
    today,
    signedToday: Boolean(todayRow),
    streak,
    todayReward: toMajor(todayRow?.reward ?? rewardForStreak((yesterdayRow?.streak ?? 0) + 1)),
    rewards: [...SIGN_IN_REWARDS],
    monthTotal: toMajor(sumMinor([...signed.values()].map((row) => row.reward))),
    days,
  };
}

/**
 * Signs today (tenant time zone) once: the day row's primary key is the guard and the reward goes
 * through the ledger (`signin.bonus`, reference `<member>:<day>`). The same `requestId` again
 * answers the first result; another request on a signed day fails with `signin.already`.
 */
export async function signInToday(
  db: Db,
  now: Clock,
  member: SignInMember,
  requestId: string,
): Promise<SignInResult> {
  const { tenantId, memberId } = member;
  const day = dayOf(member.zone, now());
  const result = await db.transaction(async (tx) => {
    const [yesterday] = await signedDays(tx, member, previousDay(day), previousDay(day));
    const streak = (yesterday?.streak ?? 0) + 1;
    const reward = rewardForStreak(streak);
    const [row] = await tx.query(
      `INSERT INTO signin_days (tenant_id, member_id, day, streak, reward, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING day`,
      [tenantId, memberId, day, streak, reward, requestId, now()],
    );
    if (!row) return null;
    const balance = await applyPosting(tx, now, {
      tenantId,
      memberId,
      amount: reward,
      kind: 'signin.bonus',
      reference: `${memberId}:${day}`,
    });
    return { day, streak, reward: toMajor(reward), balance: toMajor(balance), replayed: false };
  });
  if (result) return result;
  const [first] = await signedDays(db, member, day, day);
  if (first?.requestId !== requestId)
    throw new AccountError('signin.already', 'You have already signed in today.');
  const [entry] = await db.query<{ balance: Minor }>(
    `SELECT balance_after AS balance FROM ledger_entries
     WHERE tenant_id = $1 AND member_id = $2 AND kind = 'signin.bonus' AND reference = $3`,
    [tenantId, memberId, `${memberId}:${day}`],
  );
  return {
    day,
    streak: first.streak,
    reward: toMajor(first.reward),
    balance: toMajor(entry?.balance ?? minor(0)),
    replayed: true,
  };
}

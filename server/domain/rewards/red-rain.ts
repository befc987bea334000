import { randomInt } from 'node:crypto';

import { minor, type Minor, toMajor, toMinor } from '../../../contract/money';
import type { GrabResult, RainSession, RedRain } from '../../../contract/rewards';
import type { Db, Queryable } from '../../db/db';
import { AccountError } from '../account-errors';
import { type Clock, DAY, HOUR, MINUTE } from '../clock';
import { applyPosting } from '../ledger';
import { majorFields } from '../money-edge';
import { dayOf, startOfDay } from '../play/tenant-day';

/** The daily rain: sessions start at these hours of the tenant's day and last `RAIN_MINUTES`. */
export const RAIN_HOURS = [12, 20, 22] as const;
export const RAIN_MINUTES = 10;
/** An envelope holds between these amounts (cents drawn uniformly). */
export const ENVELOPE_MIN = 0.5;
export const ENVELOPE_MAX = 8.88;

export interface RainMember {
  tenantId: string;
  memberId: number;
  zone: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

function scheduled(zone: string, day: string): RainSession[] {
  const start = startOfDay(zone, day);
  return RAIN_HOURS.map((hour) => ({
    key: `${day}@${String(hour).padStart(2, '0')}`,
    startTime: start + hour * HOUR,
    endTime: start + hour * HOUR + RAIN_MINUTES * MINUTE,
  }));
}

/** Today's and tomorrow's scheduled sessions plus extra ones still to come, by start time. */
export async function rainSessions(
  db: Queryable,
  now: Clock,
  tenantId: string,
  zone: string,
): Promise<RainSession[]> {
  const today = dayOf(zone, now());
  const extra = await db.query<{ id: number; startTime: number; endTime: number }>(
    `SELECT id, starts_at AS "startTime", ends_at AS "endTime" FROM red_rain_sessions
     WHERE tenant_id = $1 AND ends_at > $2 ORDER BY starts_at`,
    [tenantId, now() - DAY],
  );
  return [
    ...scheduled(zone, today),
    ...scheduled(zone, nextDay(today)),
    ...extra.map(({ id, startTime, endTime }) => ({ key: `extra-${id}`, startTime, endTime })),
  ].sort((a, b) => a.startTime - b.startTime);
}

/** What the rain screen shows: the session running now, the next one, and what the member grabbed. */
export async function redRainState(
  db: Queryable,
  now: Clock,
  member: RainMember,
): Promise<RedRain> {
  const at = now();
  const sessions = await rainSessions(db, now, member.tenantId, member.zone);
  const grabs = await db.query<{ sessionKey: string; amount: Minor; createdAt: number }>(
    `SELECT session_key AS "sessionKey", amount, created_at AS "createdAt" FROM red_rain_grabs
     WHERE tenant_id = $1 AND member_id = $2 ORDER BY created_at DESC LIMIT 20`,
    [member.tenantId, member.memberId],
  );
  const grabbed = new Map(grabs.map((grab) => [grab.sessionKey, toMajor(grab.amount)]));
  const current = sessions.find((s) => s.startTime <= at && at < s.endTime);
  const next = sessions.find((s) => s.startTime > at);
  const today = dayOf(member.zone, at);
  return {
    serverTime: at,
    current: current ? { ...current, grabbedAmount: grabbed.get(current.key) ?? null } : null,
    next: next ?? null,
    today: sessions
      .filter((s) => dayOf(member.zone, s.startTime) === today)
      .map((s) => ({ ...s, grabbedAmount: grabbed.get(s.key) ?? null })),
    history: grabs.map((grab) => majorFields(grab, ['amount'])),
    range: { min: ENVELOPE_MIN, max: ENVELOPE_MAX },
  };
}

const drawAmount = () => minor(randomInt(toMinor(ENVELOPE_MIN), toMinor(ENVELOPE_MAX) + 1));

/** Grabs the envelope of a running session: a random amount, once per member and session. */
export async function grabEnvelope(
  db: Db,
  now: Clock,
  member: RainMember,
  sessionKey: string,
): Promise<GrabResult> {
  const { tenantId, memberId } = member;
  const at = now();
  const session = (await rainSessions(db, now, tenantId, member.zone)).find(
    (s) => s.key === sessionKey,
  );
  if (!session || at < session.startTime || at >= session.endTime)
    throw new AccountError('redrain.not.active', 'This red envelope rain is not running now.');
  const amount = drawAmount();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.query(
      `INSERT INTO red_rain_grabs (tenant_id, member_id, session_key, amount, balance_after, created_at)
       VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT DO NOTHING RETURNING session_key`,
      [tenantId, memberId, sessionKey, amount, at],
    );
    if (!row) return null;
    const balance = await applyPosting(tx, now, {
      tenantId,
      memberId,
      amount,
      kind: 'redrain.bonus',
      reference: sessionKey,
    });
    await tx.query(
      `UPDATE red_rain_grabs SET balance_after = $4 WHERE tenant_id = $1 AND member_id = $2 AND session_key = $3`,
      [tenantId, memberId, sessionKey, balance],
    );
    return { sessionKey, amount: toMajor(amount), balance: toMajor(balance), replayed: false };
  });
  if (result) return result;
  const [first] = await db.query<{ amount: Minor; balance: Minor }>(
    `SELECT amount, balance_after AS balance FROM red_rain_grabs
     WHERE tenant_id = $1 AND member_id = $2 AND session_key = $3`,
    [tenantId, memberId, sessionKey],
  );
  return {
    sessionKey,
    amount: toMajor(first?.amount ?? minor(0)),
    balance: toMajor(first?.balance ?? minor(0)),
    replayed: true,
  };
}

/** Development: a session running from now on (demos and tests). */
export async function startRainNow(
  db: Queryable,
  now: Clock,
  tenantId: string,
  minutes = RAIN_MINUTES,
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO red_rain_sessions (tenant_id, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $2) RETURNING id`,
    [tenantId, now(), now() + minutes * MINUTE],
  );
  return { key: `extra-${row?.id}`, startTime: now(), endTime: now() + minutes * MINUTE };
}

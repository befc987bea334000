import type { Mail, MailBox } from '../../../contract/content';
import { type Db, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import type { Clock } from '../clock';
import type { Owner } from './inbox';

/** Bounds of a mail the member writes (characters, trimmed). */
export const MAIL_LIMITS = { subject: { min: 2, max: 50 }, body: { min: 10, max: 1000 } } as const;
/** A member may write this many mails a day (spam guard). */
export const MAIL_DAILY_MAX = 20;

const COLUMNS = `id, direction, subject, body, reply_to AS "replyTo", created_at AS "createdAt",
  (direction = 'OUT' OR read_at IS NOT NULL) AS read`;
const MINE = 'tenant_id = $1 AND member_id = $2 AND deleted_at IS NULL';
const directionOf = (box: MailBox) => (box === 'INBOX' ? 'IN' : 'OUT');

export async function listMail(
  db: Queryable,
  owner: Owner,
  box: MailBox,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await db.query<Mail & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM mail_messages
     WHERE ${MINE} AND direction = $3 ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [
      owner.tenantId,
      owner.memberId,
      directionOf(box),
      page.pageSize,
      (page.pageNo - 1) * page.pageSize,
    ],
  );
  const counts = await countMail(db, owner);
  const totalCount = box === 'INBOX' ? counts.inbox : counts.sent;
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    totalCount,
    unreadCount: counts.unread,
  };
}

export async function countMail(db: Queryable, owner: Owner) {
  const [row] = await db.query<{ inbox: number; sent: number; unread: number }>(
    `SELECT count(*) FILTER (WHERE direction = 'IN')::int AS inbox,
       count(*) FILTER (WHERE direction = 'OUT')::int AS sent,
       count(*) FILTER (WHERE direction = 'IN' AND read_at IS NULL)::int AS unread
     FROM mail_messages WHERE ${MINE}`,
    [owner.tenantId, owner.memberId],
  );
  return row ?? { inbox: 0, sent: 0, unread: 0 };
}

/** Opens a mail (marking support's mail read) with the mail it answers; undefined if not the member's. */
export async function readMail(db: Queryable, now: Clock, owner: Owner, id: number) {
  const [mail] = await db.query<Mail>(
    `UPDATE mail_messages SET read_at = coalesce(read_at, $4) WHERE ${MINE} AND id = $3
     RETURNING ${COLUMNS}`,
    [owner.tenantId, owner.memberId, id, now()],
  );
  if (!mail) return undefined;
  const [original] = mail.replyTo
    ? await db.query<Mail>(
        `SELECT ${COLUMNS} FROM mail_messages WHERE tenant_id = $1 AND member_id = $2 AND id = $3`,
        [owner.tenantId, owner.memberId, mail.replyTo],
      )
    : [];
  return { ...mail, original: original ?? null };
}

export async function deleteMail(db: Queryable, now: Clock, owner: Owner, ids: number[]) {
  const rows = await db.query(
    `UPDATE mail_messages SET deleted_at = $4 WHERE ${MINE} AND id = ANY($3::bigint[]) RETURNING id`,
    [owner.tenantId, owner.memberId, ids, now()],
  );
  return rows.length;
}

export interface OutgoingMail {
  subject: string;
  body: string;
  /** A mail of support this one answers. */
  replyTo?: number;
  /** Client key: a repeat answers the first mail instead of sending twice. */
  requestId?: string;
}

export type SendResult =
  | { ok: true; mail: Mail; replayed: boolean }
  | { ok: false; reason: 'reply.not.found' | 'too.many' };

/**
 * Writes the member's mail to support and support's automatic acknowledgement (the reference
 * server has no agents answering), in one transaction.
 */
export function sendMail(
  db: Db,
  now: Clock,
  owner: Owner,
  mail: OutgoingMail,
  autoReply: (ticket: number) => string,
): Promise<SendResult> {
  const { requestId } = mail;
  return withIdempotency<Mail, SendResult>({
    find: async () => (requestId ? byRequest(db, owner, requestId) : undefined),
    write: () => writeMail(db, now, owner, mail, autoReply),
    replay: (first) => ({ ok: true, mail: first, replayed: true }),
  });
}

function writeMail(
  db: Db,
  now: Clock,
  owner: Owner,
  mail: OutgoingMail,
  autoReply: (ticket: number) => string,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    if (mail.replyTo !== undefined && !(await isSupportMail(tx, owner, mail.replyTo)))
      return { ok: false, reason: 'reply.not.found' } as const;
    if ((await sentToday(tx, now, owner)) >= MAIL_DAILY_MAX)
      return { ok: false, reason: 'too.many' } as const;
    const at = now();
    const [sent] = await tx.query<Mail>(
      `INSERT INTO mail_messages (tenant_id, member_id, request_id, direction, subject, body, reply_to, created_at)
       VALUES ($1, $2, $3, 'OUT', $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        owner.tenantId,
        owner.memberId,
        mail.requestId ?? null,
        mail.subject,
        mail.body,
        mail.replyTo ?? null,
        at,
      ],
    );
    if (!sent) throw new Error('mail insert returned nothing');
    await tx.query(
      `INSERT INTO mail_messages (tenant_id, member_id, direction, subject, body, reply_to, created_at)
       VALUES ($1, $2, 'IN', $3, $4, $5, $6)`,
      [
        owner.tenantId,
        owner.memberId,
        `Re: ${mail.subject}`.slice(0, 80),
        autoReply(sent.id),
        sent.id,
        at + 1,
      ],
    );
    return { ok: true, mail: sent, replayed: false } as const;
  });
}

async function byRequest(db: Queryable, owner: Owner, requestId: string) {
  const [row] = await db.query<Mail>(
    `SELECT ${COLUMNS} FROM mail_messages WHERE tenant_id = $1 AND member_id = $2 AND request_id = $3`,
    [owner.tenantId, owner.memberId, requestId],
  );
  return row;
}

async function isSupportMail(db: Queryable, owner: Owner, id: number) {
  const rows = await db.query(
    `SELECT 1 FROM mail_messages WHERE ${MINE} AND id = $3 AND direction = 'IN'`,
    [owner.tenantId, owner.memberId, id],
  );
  return rows.length > 0;
}

async function sentToday(db: Queryable, now: Clock, owner: Owner) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_messages
     WHERE tenant_id = $1 AND member_id = $2 AND direction = 'OUT' AND created_at > $3`,
    [owner.tenantId, owner.memberId, now() - 86_400_000],
  );
  return row?.n ?? 0;
}

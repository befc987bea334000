import type { InboxMessage } from '../../../contract/content';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';

export interface Owner {
  tenantId: string;
  memberId: number;
}

const COLUMNS = `id, title, content, created_at AS "createdAt", read_at IS NOT NULL AS read`;
const MINE = 'tenant_id = $1 AND member_id = $2 AND deleted_at IS NULL';

export async function listInbox(
  db: Queryable,
  owner: Owner,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await db.query<InboxMessage & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM inbox_messages WHERE ${MINE}
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [owner.tenantId, owner.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const totalCount = rows[0]?.total ?? (await countInbox(db, owner)).total;
  return { rows: rows.map(({ total: _total, ...row }) => row), totalCount };
}

export async function countInbox(db: Queryable, owner: Owner) {
  const [row] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
     FROM inbox_messages WHERE ${MINE}`,
    [owner.tenantId, owner.memberId],
  );
  return row ?? { total: 0, unread: 0 };
}

/** Opens one message and marks it read; undefined when it is not the member's. */
export async function readInboxMessage(db: Queryable, now: Clock, owner: Owner, id: number) {
  const [row] = await db.query<InboxMessage>(
    `UPDATE inbox_messages SET read_at = coalesce(read_at, $4) WHERE ${MINE} AND id = $3
     RETURNING ${COLUMNS}`,
    [owner.tenantId, owner.memberId, id, now()],
  );
  return row;
}

/** Marks every message read; answers how many changed. */
export async function readAllInbox(db: Queryable, now: Clock, owner: Owner) {
  const rows = await db.query(
    `UPDATE inbox_messages SET read_at = $3 WHERE ${MINE} AND read_at IS NULL RETURNING id`,
    [owner.tenantId, owner.memberId, now()],
  );
  return rows.length;
}

/** Deletes the member's messages among `ids`; answers how many were deleted. */
export async function deleteInbox(db: Queryable, now: Clock, owner: Owner, ids: number[]) {
  const rows = await db.query(
    `UPDATE inbox_messages SET deleted_at = $4 WHERE ${MINE} AND id = ANY($3::bigint[]) RETURNING id`,
    [owner.tenantId, owner.memberId, ids, now()],
  );
  return rows.length;
}

/** Sends a system notification to one member (welcome messages, notices of the platform). */
export async function sendInboxMessage(
  db: Queryable,
  now: Clock,
  owner: Owner,
  message: { title: string; content: string; seedKey?: string },
) {
  await db.query(
    `INSERT INTO inbox_messages (tenant_id, member_id, seed_key, title, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      owner.tenantId,
      owner.memberId,
      message.seedKey ?? null,
      message.title,
      message.content,
      now(),
    ],
  );
}

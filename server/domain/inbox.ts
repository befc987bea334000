import type { Queryable } from '../db/db';

/** Unread inbox messages: the message-centre red dot. */
export async function unreadInboxCount(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM inbox_messages WHERE tenant_id = $1 AND member_id = $2 AND read_at IS NULL',
    [tenantId, memberId],
  );
  return row?.count ?? 0;
}

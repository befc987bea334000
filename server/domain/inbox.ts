import type { Queryable } from '../db/db';

/**
 * `CSP_getUnreadCount`: everything unread in the message centre, i.e. system messages of the inbox
 * (`/m/message`) plus customer service's mail (`/m/webEmail`). Drives the message icon's red dot and
 * the unread badges.
 */
export async function unreadInboxCount(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM inbox_messages
              WHERE tenant_id = $1 AND member_id = $2 AND read_at IS NULL AND deleted_at IS NULL)::int
          + (SELECT count(*) FROM mail_messages
              WHERE tenant_id = $1 AND member_id = $2 AND direction = 'IN' AND read_at IS NULL
                AND deleted_at IS NULL)::int AS count`,
    [tenantId, memberId],
  );
  return row?.count ?? 0;
}

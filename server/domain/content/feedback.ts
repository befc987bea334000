import type { Feedback, FeedbackType } from '../../../contract/content';
import type { Queryable } from '../../db/db';
import { type Clock, DAY } from '../clock';
import type { Owner } from './inbox';

/**
 * Content length in characters after trimming (spec §5: 'between {0} and {1} words'; the original
 * platform counts characters, which is what "words" means there).
 */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;
/** Feedback a member may send a day. */
export const FEEDBACK_DAILY_MAX = 5;

const COLUMNS = `id, type, content, created_at AS "createdAt",
  CASE WHEN reply IS NULL THEN 'PENDING' ELSE 'REPLIED' END AS status, reply, replied_at AS "repliedAt"`;

/** Characters as a person counts them (code points), after trimming. */
export const contentLength = (content: string) => [...content.trim()].length;

export async function listFeedback(
  db: Queryable,
  owner: Owner,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await db.query<Feedback & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM feedback
     WHERE tenant_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [owner.tenantId, owner.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const [count] = rows.length
    ? [{ n: rows[0]?.total ?? 0 }]
    : await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feedback WHERE tenant_id = $1 AND member_id = $2',
        [owner.tenantId, owner.memberId],
      );
  return { rows: rows.map(({ total: _total, ...row }) => row), totalCount: count?.n ?? 0 };
}

/** Stores a feedback; undefined when the member already sent the daily maximum. */
export async function submitFeedback(
  db: Queryable,
  now: Clock,
  owner: Owner,
  input: { type: FeedbackType; content: string },
): Promise<Feedback | undefined> {
  const [row] = await db.query<Feedback>(
    `INSERT INTO feedback (tenant_id, member_id, type, content, created_at)
     SELECT $1, $2, $3, $4, $5
     WHERE (SELECT count(*) FROM feedback WHERE tenant_id = $1 AND member_id = $2 AND created_at > $6) < $7
     RETURNING ${COLUMNS}`,
    [
      owner.tenantId,
      owner.memberId,
      input.type,
      input.content.trim(),
      now(),
      now() - DAY,
      FEEDBACK_DAILY_MAX,
    ],
  );
  return row;
}

/** Customer service answers a feedback (development route and seed). */
export async function replyFeedback(
  db: Queryable,
  now: Clock,
  tenantId: string,
  id: number,
  reply: string,
) {
  const [row] = await db.query<Feedback>(
    `UPDATE feedback SET reply = $3, replied_at = $4 WHERE tenant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [tenantId, id, reply, now()],
  );
  return row;
}

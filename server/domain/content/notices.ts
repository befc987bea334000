import type { Notice, NoticeType } from '../../../contract/content';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { localizedColumn } from '../localized';

const columns = (memberParam: string, languagesParam: string) => `a.id, a.type,
  ${localizedColumn('a', 'title', languagesParam)} AS title,
  ${localizedColumn('a', 'content', languagesParam)} AS content, a.created_at AS "createdAt",
  EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ${memberParam}) AS read`;

/** Notices of `types`, newest first; `memberId` null (guest) reads everything as unread. */
export async function listNotices(
  db: Queryable,
  tenantId: string,
  memberId: number | null,
  types: NoticeType[],
  page: { pageNo: number; pageSize: number },
  languages: string[] = [],
) {
  const rows = await db.query<Notice & { total: number }>(
    `SELECT ${columns('$3', '$6')}, count(*) OVER ()::int AS total FROM announcements a
     WHERE a.tenant_id = $1 AND a.type = ANY($2::text[])
     ORDER BY a.created_at DESC, a.sort, a.id LIMIT $4 OFFSET $5`,
    [tenantId, types, memberId ?? 0, page.pageSize, (page.pageNo - 1) * page.pageSize, languages],
  );
  const [unread] = await db.query<{ n: number; total: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM announcement_reads r
       WHERE r.announcement_id = a.id AND r.member_id = $3))::int AS n
     FROM announcements a WHERE a.tenant_id = $1 AND a.type = ANY($2::text[])`,
    [tenantId, types, memberId ?? 0],
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    totalCount: unread?.total ?? 0,
    unreadCount: memberId === null ? 0 : (unread?.n ?? 0),
  };
}

/** One notice of `types`; marks it read for a member. */
export async function readNotice(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number | null,
  types: NoticeType[],
  id: number,
  languages: string[] = [],
) {
  const [notice] = await db.query<Notice>(
    `SELECT ${columns('$4', '$5')} FROM announcements a WHERE a.tenant_id = $1 AND a.type = ANY($2::text[]) AND a.id = $3`,
    [tenantId, types, id, memberId ?? 0, languages],
  );
  if (!notice || memberId === null) return notice;
  await db.query(
    `INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [memberId, id, now()],
  );
  return { ...notice, read: true };
}

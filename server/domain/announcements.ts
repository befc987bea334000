import type { Announcement } from '../../contract/announcements';
import type { Queryable } from '../db/db';
import { localizedColumn } from './localized';

export interface AnnouncementFilter {
  types: string[];
  groupName?: string;
  /** Languages to read before the tenant's default, best first. */
  languages?: string[];
}

/** Rows of `MCSFE_getListAnnouncements` (contract/announcements.ts), ordered for display. */
export function listAnnouncements(db: Queryable, tenantId: string, filter: AnnouncementFilter) {
  return db.query<Announcement>(
    `SELECT a.id, a.type, ${localizedColumn('a', 'title', '$4')} AS title,
       ${localizedColumn('a', 'content', '$4')} AS content, a.group_name AS "groupName", a.url, a.linkage,
       a.execution, a.promotion_type AS "promotionType", a.created_at AS "createdAt"
     FROM announcements a
     WHERE a.tenant_id = $1 AND a.type = ANY($2::text[]) AND ($3::text IS NULL OR a.group_name = $3)
     ORDER BY a.sort, a.id`,
    [tenantId, filter.types, filter.groupName ?? null, filter.languages ?? []],
  );
}

/** Agent announcements (type A) the member has not read yet. */
export async function unreadAgentAnnouncements(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM announcements a
     WHERE a.tenant_id = $1 AND a.type = 'A'
       AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $2)`,
    [tenantId, memberId],
  );
  return row?.count ?? 0;
}

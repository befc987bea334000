import type { ContentPage } from '../../../contract/content';
import type { Queryable } from '../../db/db';

export type PageKind = 'HELP' | 'AGREEMENT';

/** The tenant's pages of `kind` in the first language of `languages` that has some (English last). */
export async function contentPages(
  db: Queryable,
  tenantId: string,
  kind: PageKind,
  languages: string[],
): Promise<ContentPage[]> {
  for (const language of [...new Set([...languages, 'en'])]) {
    const rows = await db.query<ContentPage>(
      `SELECT id, title, content FROM content_pages WHERE tenant_id = $1 AND kind = $2 AND language = $3
       ORDER BY sort, id`,
      [tenantId, kind, language],
    );
    if (rows.length > 0) return rows;
  }
  return [];
}

export interface PageSeed {
  kind: PageKind;
  language: string;
  key: string;
  title: string;
  content: string;
}

/** Seeded pages follow the seed, so a kept data folder picks up changed texts. */
export async function upsertPage(db: Queryable, tenantId: string, sort: number, page: PageSeed) {
  await db.query(
    `INSERT INTO content_pages (tenant_id, kind, language, seed_key, sort, title, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, kind, language, seed_key)
       DO UPDATE SET sort = excluded.sort, title = excluded.title, content = excluded.content`,
    [tenantId, page.kind, page.language, page.key, sort, page.title, page.content],
  );
}

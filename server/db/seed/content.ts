import type { Tenant } from '../../../schema/tenant';
import { type Clock, DAY, HOUR } from '../../domain/clock';
import { upsertPage } from '../../domain/content/pages';
import type { Queryable } from '../db';
import type { Translations } from '../../domain/localized';
import { serverTexts, translationLanguages } from '../../locales';

/** Help articles and the user agreement per language, two more notices, demo mail and feedback. */
export async function seedContent(db: Queryable, now: Clock, tenant: Tenant) {
  const languages = [tenant.languages.default, ...translationLanguages(tenant.languages), 'en'];
  for (const language of new Set(languages)) {
    const text = serverTexts(language).content(tenant.name, tenant.ageConfirmation);
    for (const [sort, [title, content]] of text.help.entries())
      await upsertPage(db, tenant.code, sort, {
        kind: 'HELP',
        language,
        key: `help-${sort + 1}`,
        title,
        content,
      });
    const [title, content] = text.agreement;
    await upsertPage(db, tenant.code, 0, {
      kind: 'AGREEMENT',
      language,
      key: 'agreement',
      title,
      content,
    });
  }
  const contentIn = (language: string) =>
    serverTexts(language).content(tenant.name, tenant.ageConfirmation);
  const text = contentIn(tenant.languages.default);
  for (const [index, [title, content]] of text.notices.entries()) {
    const translations: Translations = {};
    for (const language of translationLanguages(tenant.languages)) {
      const [translatedTitle = title, translatedContent = content] =
        contentIn(language).notices[index] ?? [];
      translations[language] = { title: translatedTitle, content: translatedContent };
    }
    await db.query(
      `INSERT INTO announcements (tenant_id, seed_key, type, title, content, sort, created_at, translations)
       VALUES ($1, $2, 'H', $3, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, seed_key) DO UPDATE SET translations = excluded.translations`,
      [
        tenant.code,
        `content-notice-${index + 1}`,
        title,
        content,
        10 + index,
        now() - (index + 1) * DAY,
        JSON.stringify(translations),
      ],
    );
  }
  await seedDemoMailAndFeedback(db, now, tenant);
}

/** Every demo account but the free trial: one answered mail (already read) and one answered feedback. */
async function seedDemoMailAndFeedback(db: Queryable, now: Clock, tenant: Tenant) {
  const { demoMail, demoFeedback } = serverTexts(tenant.languages.default).content(
    tenant.name,
    tenant.ageConfirmation,
  );
  const [subject, body, reply] = demoMail;
  const sentAt = now() - 3 * DAY;
  const members = await db.query<{ id: number }>(
    `SELECT id FROM members WHERE tenant_id = $1 AND customer_type <> 4
       AND username IN ('member0', 'agent1', 'agent2', 'member40', 'agent41', 'agent42')`,
    [tenant.code],
  );
  for (const { id } of members) {
    const [sent] = await db.query<{ id: number }>(
      `INSERT INTO mail_messages (tenant_id, member_id, seed_key, direction, subject, body, created_at)
       VALUES ($1, $2, 'demo-mail', 'OUT', $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [tenant.code, id, subject, body, sentAt],
    );
    if (sent) {
      await db.query(
        `INSERT INTO mail_messages (tenant_id, member_id, seed_key, direction, subject, body, reply_to, created_at, read_at)
         VALUES ($1, $2, 'demo-mail-reply', 'IN', $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING`,
        [tenant.code, id, `Re: ${subject}`, reply, sent.id, sentAt + 2 * HOUR],
      );
    }
    await db.query(
      `INSERT INTO feedback (tenant_id, member_id, seed_key, type, content, created_at, reply, replied_at)
       VALUES ($1, $2, 'demo-feedback', 'SUGGESTION', $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [tenant.code, id, demoFeedback[0], sentAt - DAY, demoFeedback[1], sentAt],
    );
  }
}

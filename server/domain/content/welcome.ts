import type { Tenant } from '../../../schema/tenant';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { sendInboxMessage } from './inbox';
import { serverTexts } from '../../locales';

/** A new account's first inbox messages (unread), in the tenant's default language. */
export async function deliverWelcomeMessages(
  tx: Queryable,
  now: Clock,
  tenant: Tenant,
  memberId: number,
) {
  const messages = serverTexts(tenant.languages.default).system.welcome(tenant.name);
  // Inserted oldest first so the welcome comes out on top of the newest-first inbox.
  for (const [index, [title, content]] of [...messages.entries()].reverse()) {
    const owner = { tenantId: tenant.code, memberId };
    await sendInboxMessage(tx, now, owner, { title, content, seedKey: `welcome-${index + 1}` });
  }
}

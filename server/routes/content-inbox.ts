import type { FastifyInstance } from 'fastify';

import {
  countInbox,
  deleteInbox,
  listInbox,
  readAllInbox,
  readInboxMessage,
} from '../domain/content/inbox';
import { countMail } from '../domain/content/mail';
import { fail, ok } from '../http/envelope';
import { reportPage } from '../http/report-query';
import { requireSession } from '../http/session';
import { idBody, idsBody, ownerOf, pageProperties, type PageQuery } from './content-guards';

/** The inbox of system notifications (`/m/message`), relays CSP_* (docs/api.md "Content"). */
export async function contentInboxRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: PageQuery }>(
    '/wps/relay/CSP_getMessageList',
    {
      schema: { querystring: { type: 'object', properties: pageProperties } },
      preHandler: requireSession,
    },
    async (request) => {
      const owner = ownerOf(request);
      const { rows, totalCount } = await listInbox(db, owner, request.query);
      const { unread } = await countInbox(db, owner);
      return ok(reportPage(rows, request.query, totalCount, { unreadCount: unread }));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/wps/relay/CSP_readMessage',
    { schema: { body: idBody }, preHandler: requireSession },
    async (request) => {
      const message = await readInboxMessage(db, now, ownerOf(request), request.body.id);
      return message ? ok(message) : fail('message.not.found', 'The message does not exist.');
    },
  );

  app.post('/wps/relay/CSP_readAllMessages', { preHandler: requireSession }, async (request) =>
    ok({ updated: await readAllInbox(db, now, ownerOf(request)) }),
  );

  app.delete<{ Body: { ids: number[] } }>(
    '/wps/relay/CSP_deleteMessages',
    { schema: { body: idsBody }, preHandler: requireSession },
    async (request) =>
      ok({ deleted: await deleteInbox(db, now, ownerOf(request), request.body.ids) }),
  );

  app.get('/wps/relay/CSP_getMessageCount', { preHandler: requireSession }, async (request) => {
    const owner = ownerOf(request);
    const inbox = await countInbox(db, owner);
    const mail = await countMail(db, owner);
    return ok({
      inbox,
      mail: { total: mail.inbox + mail.sent, unread: mail.unread },
      unread: inbox.unread + mail.unread,
    });
  });
}

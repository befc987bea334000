import type { FastifyInstance } from 'fastify';

import {
  deleteMessages,
  getMessageCount,
  getMessages,
  readAllMessages,
  readMessage,
} from '../../contract/content';
import {
  countInbox,
  deleteInbox,
  listInbox,
  readAllInbox,
  readInboxMessage,
} from '../domain/content/inbox';
import { countMail } from '../domain/content/mail';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { reportPage } from '../http/report-query';
import { ownerOf } from './content-guards';

/** The inbox of system notifications (`/m/message`), relays CSP_* (docs/api.md "Content"). */
export async function contentInboxRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getMessages, async (request) => {
    const owner = ownerOf(request);
    const { rows, totalCount } = await listInbox(db, owner, request.query);
    const { unread } = await countInbox(db, owner);
    return ok(reportPage(rows, request.query, totalCount, { unreadCount: unread }));
  });

  serve(app, readMessage, async (request) => {
    const message = await readInboxMessage(db, now, ownerOf(request), request.body.id);
    return message ? ok(message) : fail('message.not.found', 'The message does not exist.');
  });

  serve(app, readAllMessages, async (request) =>
    ok({ updated: await readAllInbox(db, now, ownerOf(request)) }),
  );

  serve(app, deleteMessages, async (request) =>
    ok({ deleted: await deleteInbox(db, now, ownerOf(request), request.body.ids) }),
  );

  serve(app, getMessageCount, async (request) => {
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

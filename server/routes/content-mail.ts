import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  deleteMail as deleteMailEndpoint,
  getMailList,
  getMailSettings,
  readMail as readMailEndpoint,
  sendMail as sendMailEndpoint,
} from '../../contract/content';
import {
  deleteMail,
  listMail,
  MAIL_DAILY_MAX,
  MAIL_LIMITS,
  readMail,
  sendMail,
} from '../domain/content/mail';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { languageChain, serverTexts } from '../locales';
import { reportPage } from '../http/report-query';
import { sessionOf } from '../http/session';
import { isAgentType, NOT_AVAILABLE, ownerOf } from './content-guards';

/** MAILCEN turns the mailbox on for everyone; an agent menu that lists webEmail turns it on for agents. */
function mailboxOff(request: FastifyRequest) {
  const { tenant } = merchantOf(request);
  const agentMenu: readonly string[] = tenant.agentMenu;
  const forAgent = isAgentType(sessionOf(request).customerType) && agentMenu.includes('webEmail');
  return tenant.flags.MAILCEN === true || forAgent
    ? null
    : fail(ErrorCodes.notAvailable, NOT_AVAILABLE);
}

const length = (text: string) => [...text.trim()].length;

function boundsProblem({ subject, body }: { subject: string; body: string }) {
  const { subject: s, body: b } = MAIL_LIMITS;
  if (length(subject) < s.min || length(subject) > s.max)
    return fail(
      'mail.subject.length',
      `The subject must be between ${s.min} and ${s.max} characters.`,
      s,
    );
  if (length(body) < b.min || length(body) > b.max)
    return fail(
      'mail.body.length',
      `The message must be between ${b.min} and ${b.max} characters.`,
      b,
    );
  return null;
}

/** Web e-mail with customer service (`/m/webEmail`), relays EMFE_* (docs/api.md "Content"). */
export async function contentMailRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    getMailSettings,
    async (request) => mailboxOff(request) ?? ok({ ...MAIL_LIMITS, dailyMax: MAIL_DAILY_MAX }),
  );

  serve(app, getMailList, async (request) => {
    const off = mailboxOff(request);
    if (off) return off;
    const { rows, totalCount, unreadCount } = await listMail(
      db,
      ownerOf(request),
      request.query.box,
      request.query,
    );
    return ok(reportPage(rows, request.query, totalCount, { unreadCount }));
  });

  serve(app, readMailEndpoint, async (request) => {
    const off = mailboxOff(request);
    if (off) return off;
    const mail = await readMail(db, now, ownerOf(request), request.body.id);
    return mail ? ok(mail) : fail('mail.not.found', 'The mail does not exist.');
  });

  serve(app, sendMailEndpoint, async (request) => {
    const problem = mailboxOff(request) ?? boundsProblem(request.body);
    if (problem) return problem;
    const { subject, body, replyTo, requestId } = request.body;
    const chain = languageChain(request.headers.language, merchantOf(request).tenant.languages);
    const result = await sendMail(
      db,
      now,
      ownerOf(request),
      { subject: subject.trim(), body: body.trim(), replyTo, requestId },
      serverTexts(chain).system.autoReplyBody,
    );
    if (result.ok) return ok(result.mail);
    return result.reason === 'too.many'
      ? fail('mail.too.many', `You can send at most ${MAIL_DAILY_MAX} mails a day.`)
      : fail('mail.not.found', 'The mail does not exist.');
  });

  serve(
    app,
    deleteMailEndpoint,
    async (request) =>
      mailboxOff(request) ??
      ok({ deleted: await deleteMail(db, now, ownerOf(request), request.body.ids) }),
  );
}

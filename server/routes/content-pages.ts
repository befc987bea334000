import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  getHelpCenter,
  getNotices,
  getUserAgreement,
  type NoticeType,
  readNotice as readNoticeEndpoint,
} from '../../contract/content';
import { contentPages, type PageKind } from '../domain/content/pages';
import { listNotices, readNotice } from '../domain/content/notices';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { languageChain } from '../locales';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { reportPage } from '../http/report-query';
import { isAgentType } from './content-guards';

function pagesOf(request: FastifyRequest, kind: PageKind) {
  const { tenant } = merchantOf(request);
  const chain = languageChain(request.headers.language, tenant.languages);
  return contentPages(request.server.deps.db, tenant.code, kind, chain);
}

/** Agent notices (type A) are for agents only; everyone else reads none. */
const noticeTypesFor = (request: FastifyRequest, type: NoticeType): NoticeType[] =>
  type === 'A' && !(request.session && isAgentType(request.session.customerType)) ? [] : [type];

/** Help centre, user agreement and notices: public, in the request's language when the tenant has it. */
export async function contentPagesRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getHelpCenter, async (request) => ok(await pagesOf(request, 'HELP')));

  serve(app, getUserAgreement, async (request) => {
    const [page] = await pagesOf(request, 'AGREEMENT');
    return page ? ok(page) : fail('content.not.found', 'The user agreement is not available.');
  });

  serve(app, getNotices, async (request) => {
    const { tenant } = merchantOf(request);
    const memberId = request.session?.memberId ?? null;
    const types = noticeTypesFor(request, request.query.types);
    const { rows, totalCount, unreadCount } = await listNotices(
      db,
      tenant.code,
      memberId,
      types,
      request.query,
      preferredLanguages(request),
    );
    return ok(reportPage(rows, request.query, totalCount, { unreadCount }));
  });

  serve(app, readNoticeEndpoint, async (request) => {
    const { tenant } = merchantOf(request);
    const types = noticeTypesFor(request, request.body.types);
    const notice = await readNotice(
      db,
      now,
      tenant.code,
      request.session?.memberId ?? null,
      types,
      request.body.id,
      preferredLanguages(request),
    );
    return notice ? ok(notice) : fail('notice.not.found', 'The notice does not exist.');
  });
}

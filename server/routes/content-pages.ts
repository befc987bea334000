import type { FastifyInstance, FastifyRequest } from 'fastify';

import { contentPages, type PageKind } from '../domain/content/pages';
import { listNotices, readNotice } from '../domain/content/notices';
import { fail, ok } from '../http/envelope';
import { languageChain } from '../locales';
import { idInteger } from '../../contract/inputs';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { reportPage } from '../http/report-query';
import { optionalSession } from '../http/session';
import { isAgentType, pageProperties, type PageQuery } from './content-guards';

const noticeTypes = { types: { enum: ['H', 'A'], default: 'H' } } as const;

function pagesOf(request: FastifyRequest, kind: PageKind) {
  const { tenant } = merchantOf(request);
  const chain = languageChain(request.headers.language, tenant.languages);
  return contentPages(request.server.deps.db, tenant.code, kind, chain);
}

/** Agent notices (type A) are for agents only; everyone else reads none. */
const noticeTypesFor = (request: FastifyRequest, type: 'H' | 'A') =>
  type === 'A' && !(request.session && isAgentType(request.session.customerType)) ? [] : [type];

/** Help centre, user agreement and notices: public, in the request's language when the tenant has it. */
export async function contentPagesRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        querystring: { type: 'object', properties: { device: { enum: ['MOBILE', 'WEB'] } } },
      },
    },
    async (request) => ok(await pagesOf(request, 'HELP')),
  );

  app.get('/wps/system/userAgreement', async (request) => {
    const [page] = await pagesOf(request, 'AGREEMENT');
    return page ? ok(page) : fail('content.not.found', 'The user agreement is not available.');
  });

  app.get<{ Querystring: PageQuery & { types: 'H' | 'A' } }>(
    '/wps/relay/CCSFE_getNoticeList',
    {
      schema: {
        querystring: { type: 'object', properties: { ...pageProperties, ...noticeTypes } },
      },
      preHandler: optionalSession,
    },
    async (request) => {
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
    },
  );

  app.post<{ Body: { id: number; types: 'H' | 'A' } }>(
    '/wps/relay/CCSFE_readNotice',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: idInteger, ...noticeTypes },
        },
      },
      preHandler: optionalSession,
    },
    async (request) => {
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
    },
  );
}

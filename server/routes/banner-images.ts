import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Tenant } from '../../schema/tenant';
import { bannerPng } from '../db/seed/banner-picture';
import { demoAnnouncements } from '../db/seed/demo-announcements';

type Params = { tenant: string; file: string };
interface Picture {
  body: Buffer;
  etag: string;
}

/** Drawing takes a moment: each picture is drawn once per tenant colours and kept. */
const pictures = new Map<string, Picture>();

function pictureOf(tenant: Tenant, key: string): Picture {
  const { primary, accent = '#f5b301' } = tenant.theme;
  const id = `${tenant.code}/${key}/${primary}/${accent}`;
  let picture = pictures.get(id);
  if (!picture) {
    const body = bannerPng(primary, accent, key);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    picture = { body, etag };
    pictures.set(id, picture);
  }
  return picture;
}

/** The seeded banners' pictures (`/banner-images/<tenant>/<key>.png`), drawn in the tenant's colours. */
export async function bannerImageRoutes(app: FastifyInstance) {
  const { tenants } = app.deps;
  app.get(
    '/banner-images/:tenant/:file',
    async (request: FastifyRequest<{ Params: Params }>, reply) => {
      const tenant = tenants.byCode(request.params.tenant);
      const key = request.params.file.replace(/\.png$/, '');
      const banner = tenant
        ? demoAnnouncements(tenant).find((item) => item.type === 'B' && item.key === key)
        : undefined;
      if (!tenant || !banner || !request.params.file.endsWith('.png'))
        return reply.code(404).type('text/plain').send('Not found');
      const { body, etag } = pictureOf(tenant, key);
      // Short-lived: the picture follows the tenant's theme, which an operator may change.
      reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(body);
    },
  );
}

import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { bannerPng } from '../db/seed/banner-picture';

type Params = { tenant: string; file: string };

const pictures = new Map<string, { body: Buffer; etag: string }>();

/**
 * Promotion banners (`/promo-banners/<tenant>/<key>.png`): drawn locally in the tenant's colours,
 * primary and accent swapped so they do not look like the home banners.
 */
export async function rewardsBannerRoutes(app: FastifyInstance) {
  const { tenants } = app.deps;
  app.get(
    '/promo-banners/:tenant/:file',
    async (request: FastifyRequest<{ Params: Params }>, reply) => {
      const tenant = tenants.byCode(request.params.tenant);
      const key = request.params.file.replace(/\.png$/, '');
      if (!tenant || !/^[a-z0-9-]{1,40}$/.test(key) || !request.params.file.endsWith('.png'))
        return reply.code(404).type('text/plain').send('Not found');
      const { primary, accent = '#f5b301' } = tenant.theme;
      const id = `${tenant.code}/${key}/${primary}/${accent}`;
      let picture = pictures.get(id);
      if (!picture) {
        const body = bannerPng(accent, primary, `promo-${key}`);
        picture = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        };
        pictures.set(id, picture);
      }
      reply.header('cache-control', 'public, max-age=3600').header('etag', picture.etag);
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.type('image/png').send(picture.body);
    },
  );
}

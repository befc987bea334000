import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Tenant } from '../../schema/tenant';
import { bannerSvg } from '../db/seed/banner-picture';
import { demoAnnouncements } from '../db/seed/demo-announcements';
import {
  BANNER_MAX_AGE_SECONDS,
  type Picture,
  drawnPicture,
  servePicture,
} from '../http/svg-picture';

type Params = { tenant: string; file: string };

/** Each picture is drawn once per tenant, language and colours and kept. */
const pictures = new Map<string, Picture>();

function pictureOf(tenant: Tenant, key: string): Picture | undefined {
  const { primary, accent = '#f5b301' } = tenant.theme;
  const language = tenant.languages.default;
  const id = `${tenant.code}/${key}/${language}/${primary}/${accent}`;
  let picture = pictures.get(id);
  if (!picture) {
    const art = demoAnnouncements(tenant).find(
      (item) => item.type === 'B' && item.key === key,
    )?.art;
    if (!art) return undefined;
    const body = bannerSvg(key, art, { primary, accent }, language);
    picture = drawnPicture(body);
    pictures.set(id, picture);
  }
  return picture;
}

/**
 * The seeded banners' pictures (`/banner-images/<tenant>/<key>.svg`): headline, sub-line and button
 * in the tenant's default language and colours. `.png`, the address before the pictures had words,
 * redirects.
 */
export async function bannerImageRoutes(app: FastifyInstance) {
  const { tenants } = app.deps;
  app.get(
    '/banner-images/:tenant/:file',
    async (request: FastifyRequest<{ Params: Params }>, reply) => {
      const { file } = request.params;
      const tenant = tenants.byCode(request.params.tenant);
      const key = file.replace(/\.(svg|png)$/, '');
      const picture = tenant && /\.(svg|png)$/.test(file) ? pictureOf(tenant, key) : undefined;
      if (!tenant || !picture) return reply.code(404).type('text/plain').send('Not found');
      if (file.endsWith('.png')) return reply.redirect(`./${key}.svg`, 301);
      return servePicture(request, reply, picture, BANNER_MAX_AGE_SECONDS);
    },
  );
}

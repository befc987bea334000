import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Tenant } from '../../schema/tenant';
import { bannerCopy } from '../db/seed/banner-copy';
import type { Emblem } from '../db/seed/banner-emblems';
import { bannerSvg } from '../db/seed/banner-picture';
import { SEED_PROMOTIONS } from '../db/seed/rewards-catalogue';
import { serverTexts } from '../locales';
import {
  BANNER_MAX_AGE_SECONDS,
  type Picture,
  drawnPicture,
  servePicture,
} from '../http/svg-picture';

type Params = { tenant: string; file: string };

const pictures = new Map<string, Picture>();

/** What each seeded promotion's banner shows beside its words. */
const EMBLEM: Record<string, Emblem> = {
  welcome: 'gift',
  'first-deposit': 'coins',
  'daily-deposit': 'coins',
  'second-deposit': 'coins',
  mission: 'trophy',
  'lucky-bet': 'clover',
  'daily-sign-in': 'calendar',
  raffle: 'ticket',
  'rank-salary': 'crown',
};

function pictureOf(tenant: Tenant, key: string): Picture | undefined {
  const promotion = SEED_PROMOTIONS.find((item) => item.key === key);
  if (!promotion) return undefined;
  const { primary, accent = '#f5b301' } = tenant.theme;
  const language = tenant.languages.default;
  const id = `${tenant.code}/${key}/${language}/${primary}/${accent}`;
  let picture = pictures.get(id);
  if (!picture) {
    const text = serverTexts(language).promotions[key] ?? serverTexts('en').promotions[key];
    const art = {
      headline: text?.title ?? key,
      subline: text?.summary ?? '',
      cta: bannerCopy(language).promotion[promotion.entry],
      emblem: EMBLEM[key] ?? 'gift',
    };
    // Primary and accent swapped, so promotions do not look like the home banners.
    const body = bannerSvg(`promo-${key}`, art, { primary: accent, accent: primary }, language);
    picture = drawnPicture(body);
    pictures.set(id, picture);
  }
  return picture;
}

/**
 * Promotion banners (`/promo-banners/<tenant>/<key>.svg`): the promotion's title, summary and a
 * button in the tenant's default language and colours. `.png`, the older address, redirects.
 */
export async function rewardsBannerRoutes(app: FastifyInstance) {
  const { tenants } = app.deps;
  app.get(
    '/promo-banners/:tenant/:file',
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

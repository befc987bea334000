import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { routes } from '../../src/registry/routes';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import { parseSvg, textsOf } from './support/svg';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

/** The demo tenants, their merchant codes and the language their pictures speak. */
const TENANTS = [
  ['lucky7', LUCKY7, 'pt'],
  ['perlas', PERLAS, 'fil'],
  ['royal88', ROYAL88, 'en'],
] as const;

interface Item {
  type: string;
  title: string;
  url: string;
  linkage: string;
  content: string;
}

const announcements = async (merchant: string) =>
  (await getAs(app, merchant, '/wps/relay/MCSFE_getListAnnouncements?types=B,PU')).json().value
    .list as Item[];

const promotions = async (merchant: string) => {
  const list = (await getAs(app, merchant, '/wps/relay/PROMOFE_getPromotionList')).json().value
    .list as { id: number; title: string; summary: string; bannerUrl: string }[];
  const details = await Promise.all(
    list.map(
      async ({ id }) =>
        (await getAs(app, merchant, `/wps/relay/PROMOFE_getPromotionDetail?id=${id}`)).json().value
          .content as string,
    ),
  );
  return { list, details };
};

/** Whether the tenant's site has a page at `path` (src/registry/routes.ts, flag gates decided). */
function tenantOffers(code: string, path: string) {
  const tenant = app.deps.tenants.byCode(code)!;
  const route = routes.find((item) => item.path === path || item.aliases.includes(path));
  const gate = route?.gate;
  if (!route) return false;
  return !gate || !('flag' in gate) || tenant.flags[gate.flag] === true;
}

const internalLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"?#]*)/g)].map((match) => match[1]!);

describe.each(TENANTS)('banners of %s', (code, merchant, language) => {
  it(`say their headline, a sub-line and a button in ${language}, in the tenant's colours`, async () => {
    const tenant = app.deps.tenants.byCode(code)!;
    expect(tenant.languages.default).toBe(language);
    const banners = (await announcements(merchant)).filter((item) => item.type === 'B');
    expect(banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of banners) {
      expect(banner.url).toBe(`/banner-images/${code}/${banner.url.split('/').pop()}`);
      const response = await app.inject({ method: 'GET', url: banner.url });
      expect(response.statusCode, banner.url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const document = parseSvg(response.body);
      expect(document.documentElement.getAttribute('xml:lang')).toBe(language);
      const texts = textsOf(document);
      expect(texts[0]).toBe(banner.title);
      expect(texts).toHaveLength(3);
      expect(response.body).toContain(`fill="${tenant.theme.primary}"`);
      expect(response.body).toContain(`fill="${tenant.theme.accent}"`);
      const etag = String(response.headers.etag);
      const again = await app.inject({
        method: 'GET',
        url: banner.url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('link to pages the tenant offers, and one to its own community channel', async () => {
    const tenant = app.deps.tenants.byCode(code)!;
    const items = await announcements(merchant);
    const external = items.filter((item) => /^https?:\/\//.test(item.linkage));
    expect(external.map((item) => item.linkage)).toEqual([
      tenant.social.telegram ?? tenant.social.facebook,
    ]);
    const { details } = await promotions(merchant);
    const links = [
      ...items.filter((item) => item.linkage.startsWith('/')).map((item) => item.linkage),
      ...items.flatMap((item) => internalLinks(item.content)),
      ...details.flatMap(internalLinks),
    ];
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(tenantOffers(code, link), link).toBe(true);
    expect(JSON.stringify(items)).not.toContain('example.com');
  });

  it('draw promotion banners with the promotion’s title and summary', async () => {
    const { list } = await promotions(merchant);
    for (const promotion of list) {
      const response = await app.inject({ method: 'GET', url: promotion.bannerUrl });
      expect(response.headers['content-type']).toContain('image/svg+xml');
      const texts = textsOf(parseSvg(response.body));
      expect(texts[0]).toBe(promotion.title);
      expect(texts[1]).toBe(promotion.summary);
    }
  });
});

describe('banner addresses', () => {
  it('redirect the older .png addresses and refuse unknown pictures', async () => {
    const old = await app.inject({
      method: 'GET',
      url: '/banner-images/lucky7/banner-welcome.png',
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('./banner-welcome.svg');
    const promo = await app.inject({ method: 'GET', url: '/promo-banners/lucky7/welcome.png' });
    expect(promo.headers.location).toBe('./welcome.svg');
    for (const url of [
      '/banner-images/lucky7/nope.svg',
      '/banner-images/nobody/banner-welcome.svg',
      '/promo-banners/lucky7/nope.svg',
      '/promo-banners/lucky7/welcome.gif',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

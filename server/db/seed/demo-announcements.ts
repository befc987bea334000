import type { Tenant } from '../../../schema/tenant';
import { serverTexts, translationLanguages } from '../../locales';
import type { Translations } from '../../domain/localized';
import { bannerCopy } from './banner-copy';
import type { BannerArt } from './banner-picture';

export interface AnnouncementSeed {
  key: string;
  type: 'A' | 'B' | 'H' | 'PL' | 'PU';
  groupName: string;
  title: string;
  content: string;
  url: string;
  linkage: string;
  execution: 'A' | 'B' | 'F' | null;
  promotionType: string;
  /** Title and content in the other languages the server speaks. */
  translations: Translations;
  /** A banner's picture: its words in the tenant's default language (banner-picture.ts). */
  art?: BannerArt;
}

/** Where the server serves the banner `key` of the tenant (an SVG in its colours, banner-picture.ts). */
export const bannerImage = (tenant: Tenant, key: string) =>
  `/banner-images/${tenant.code}/${key}.svg`;

/** A real responsible-gambling charity, named as it names itself. */
const CHARITY = 'https://www.begambleaware.org/';

/**
 * Popups also link out (spec §4 opens http links externally and routes the others inside the site):
 * to the charity.
 */
const EXTERNAL_LINK = `<p><a href="${CHARITY}">BeGambleAware.org</a></p>`;

/** Pages a tenant may switch off (src/registry/routes.ts gates), and where a link goes instead. */
const GATED_PAGES: [path: string, flag: keyof Tenant['flags'], instead: string][] = [
  ['/m/rewardCenter', 'REWCEN3', '/m/activity'],
  ['/m/member/manualRebate', 'MANPLAYREB3', '/m/activity'],
];

/** `html` with links to pages the tenant does not offer pointed at one it does. */
export function reachableLinks(tenant: Tenant, html: string): string {
  return GATED_PAGES.reduce(
    (text, [path, flag, instead]) =>
      tenant.flags[flag] ? text : text.replaceAll(`href="${path}"`, `href="${instead}"`),
    html,
  );
}

/** The tenant's own community channel (its Telegram or Facebook page), else the charity. */
function communityLink(tenant: Tenant): [network: string, url: string] {
  const { telegram, facebook } = tenant.social ?? {};
  if (telegram) return ['Telegram', telegram];
  if (facebook) return ['Facebook', facebook];
  return ['BeGambleAware', CHARITY];
}

function item(
  key: string,
  type: AnnouncementSeed['type'],
  title: string,
  rest: Partial<AnnouncementSeed> = {},
): AnnouncementSeed {
  return {
    key,
    type,
    title,
    groupName: '',
    content: '',
    url: '',
    linkage: '',
    execution: null,
    promotionType: '',
    translations: {},
    ...rest,
  };
}

/**
 * Banners (m_recommend, m_reg), marquee (PL), popups (PU: A, B, F), a notice (H), agent notices (A, m_home),
 * written in the tenant's default language with translations into the other languages it offers.
 */
export function demoAnnouncements(tenant: Tenant): AnnouncementSeed[] {
  const items = announcementsIn(tenant, tenant.languages.default);
  for (const language of translationLanguages(tenant.languages)) {
    const translated = announcementsIn(tenant, language);
    for (const [index, item] of items.entries()) {
      const { title, content } = translated[index] ?? item;
      item.translations[language] = { title, content };
    }
  }
  return items;
}

function announcementsIn(tenant: Tenant, language: string): AnnouncementSeed[] {
  const text = serverTexts(language).demo;
  const copy = bannerCopy(language);
  const banner = (
    key: string,
    groupName: string,
    linkage: string,
    [headline, subline, cta]: [string, string, string],
    emblem: BannerArt['emblem'],
  ) =>
    item(key, 'B', headline, {
      groupName,
      url: bannerImage(tenant, key),
      linkage,
      art: { headline, subline, cta, emblem },
    });
  const [network, community] = communityLink(tenant);
  return [
    banner(
      'banner-welcome',
      'm_recommend',
      '/m/activity',
      [text.bannerWelcome, ...copy.welcome],
      'gift',
    ),
    banner(
      'banner-deposit',
      'm_recommend',
      '/m/voucherCenter',
      [text.bannerDeposit, ...copy.deposit],
      'coins',
    ),
    // Seed key kept from when it linked a partner: a kept data folder updates the row in place.
    banner(
      'banner-partner',
      'm_recommend',
      community,
      copy.community(tenant.name, network),
      'chat',
    ),
    banner(
      'banner-register',
      'm_reg',
      '/m/register',
      [text.bannerRegister, ...copy.register],
      'member',
    ),
    item('marquee-1', 'PL', text.marquee[0], { content: text.marquee[0] }),
    item('marquee-2', 'PL', text.marquee[1], { content: text.marquee[1] }),
    item('popup-guest', 'PU', text.popupGuest[0], {
      content: reachableLinks(tenant, text.popupGuest[1]) + EXTERNAL_LINK,
      execution: 'B',
    }),
    item('popup-member', 'PU', text.popupMember[0], {
      content: reachableLinks(tenant, text.popupMember[1]) + EXTERNAL_LINK,
      execution: 'A',
      promotionType: 'MANUAL',
    }),
    item('popup-first', 'PU', text.popupFirstLogin[0], {
      content: reachableLinks(tenant, text.popupFirstLogin[1]) + EXTERNAL_LINK,
      execution: 'F',
    }),
    item('notice-1', 'H', text.notice[0], { content: text.notice[1] }),
    ...text.agentNotices.map((title, index) =>
      item(`agent-${index + 1}`, 'A', title, { groupName: 'm_home', content: `<p>${title}</p>` }),
    ),
  ];
}

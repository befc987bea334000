import type { Tenant } from '../../../schema/tenant';
import { type DemoTexts, serverTexts, translationLanguages } from '../../locales';
import type { Translations } from '../../domain/localized';

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
}

/** Where the server serves the banner `key` of the tenant (a PNG in its colours, banner-picture.ts). */
export const bannerImage = (tenant: Tenant, key: string) =>
  `/banner-images/${tenant.code}/${key}.png`;

/**
 * Popups also link out (spec §4 opens http links externally and routes the others inside the site):
 * to a real responsible-gambling charity, named as it names itself.
 */
const EXTERNAL_LINK = '<p><a href="https://www.begambleaware.org/">BeGambleAware.org</a></p>';

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
  const items = announcementsIn(tenant, serverTexts(tenant.languages.default).demo);
  for (const language of translationLanguages(tenant.languages)) {
    const translated = announcementsIn(tenant, serverTexts(language).demo);
    for (const [index, item] of items.entries()) {
      const { title, content } = translated[index] ?? item;
      item.translations[language] = { title, content };
    }
  }
  return items;
}

function announcementsIn(tenant: Tenant, text: DemoTexts): AnnouncementSeed[] {
  const banner = (key: string, groupName: string, title: string, linkage: string) =>
    item(key, 'B', title, { groupName, url: bannerImage(tenant, key), linkage });
  return [
    banner('banner-welcome', 'm_recommend', text.bannerWelcome, '/m/activity'),
    banner('banner-deposit', 'm_recommend', text.bannerDeposit, ''),
    banner('banner-partner', 'm_recommend', tenant.name, 'https://example.com/partners'),
    banner('banner-register', 'm_reg', text.bannerRegister, '/m/register'),
    item('marquee-1', 'PL', text.marquee[0], { content: text.marquee[0] }),
    item('marquee-2', 'PL', text.marquee[1], { content: text.marquee[1] }),
    item('popup-guest', 'PU', text.popupGuest[0], {
      content: text.popupGuest[1] + EXTERNAL_LINK,
      execution: 'B',
    }),
    item('popup-member', 'PU', text.popupMember[0], {
      content: text.popupMember[1] + EXTERNAL_LINK,
      execution: 'A',
      promotionType: 'MANUAL',
    }),
    item('popup-first', 'PU', text.popupFirstLogin[0], {
      content: text.popupFirstLogin[1] + EXTERNAL_LINK,
      execution: 'F',
    }),
    item('notice-1', 'H', text.notice[0], { content: text.notice[1] }),
    ...text.agentNotices.map((title, index) =>
      item(`agent-${index + 1}`, 'A', title, { groupName: 'm_home', content: `<p>${title}</p>` }),
    ),
  ];
}

import type { Tenant } from '../../../schema/tenant';
import { demoTexts } from './demo-texts';

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
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A banner picture in the tenant's colours, so demo banners need no image files. */
export function bannerImage(tenant: Tenant, title: string): string {
  const { primary, accent = '#f5b301' } = tenant.theme;
  // Long (translated) titles shrink so they stay inside the 670 px text column.
  const fontSize = Math.min(46, Math.floor(1240 / Math.max(title.length, 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="${primary}"/><circle cx="640" cy="60" r="140" fill="${accent}" opacity="0.35"/><text x="40" y="170" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
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
    ...rest,
  };
}

/** Banners (m_recommend, m_reg), marquee (PL), popups (PU: A, B, F), a notice (H), agent notices (A, m_home). */
export function demoAnnouncements(tenant: Tenant): AnnouncementSeed[] {
  const text = demoTexts(tenant.languages.default);
  const banner = (key: string, groupName: string, title: string, linkage: string) =>
    item(key, 'B', title, { groupName, url: bannerImage(tenant, title), linkage });
  return [
    banner('banner-welcome', 'm_recommend', text.bannerWelcome, '/m/activity'),
    banner('banner-deposit', 'm_recommend', text.bannerDeposit, ''),
    banner('banner-partner', 'm_recommend', tenant.name, 'https://example.com/partners'),
    banner('banner-register', 'm_reg', text.bannerRegister, '/m/register'),
    item('marquee-1', 'PL', text.marquee[0], { content: text.marquee[0] }),
    item('marquee-2', 'PL', text.marquee[1], { content: text.marquee[1] }),
    item('popup-guest', 'PU', text.popupGuest[0], { content: text.popupGuest[1], execution: 'B' }),
    item('popup-member', 'PU', text.popupMember[0], {
      content: text.popupMember[1],
      execution: 'A',
      promotionType: 'MANUAL',
    }),
    item('popup-first', 'PU', text.popupFirstLogin[0], {
      content: text.popupFirstLogin[1],
      execution: 'F',
    }),
    item('notice-1', 'H', text.notice[0], { content: text.notice[1] }),
    ...text.agentNotices.map((title, index) =>
      item(`agent-${index + 1}`, 'A', title, { groupName: 'm_home', content: `<p>${title}</p>` }),
    ),
  ];
}

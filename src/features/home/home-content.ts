import type { Announcement } from './api/get-announcements';

/** Banners of the home carousel group. */
export const BANNER_GROUP = 'm_recommend';

export const homeBanners = (items: readonly Announcement[]): Announcement[] =>
  items.filter((item) => item.type === 'B' && item.groupName === BANNER_GROUP && Boolean(item.url));

/** Titles for the marquee: notices only (banners are pictures, popups open by themselves). */
export const marqueeTitles = (items: readonly Announcement[]): string[] =>
  items
    .filter((item) => item.type !== 'B' && item.type !== 'PU')
    .map((item) => item.title.trim())
    .filter((title) => title.length > 0);

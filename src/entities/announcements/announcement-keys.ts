import { queryKey } from '../../lib/query-client';

/** Announcements follow the language: home's marquee and popups, and the games lobby's banners. */
export const announcementKeys = {
  all: () => queryKey('announcements'),
  home: (language: string) => [...announcementKeys.all(), 'home', language] as const,
  banners: (language: string) => [...announcementKeys.all(), 'banners', language] as const,
};

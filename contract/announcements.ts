import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/** A agent, B banner, H home notice, PL player notice (marquee), PR promotion, PU popup. */
export const ANNOUNCEMENT_TYPES = ['A', 'B', 'H', 'PL', 'PR', 'PU'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** A comma list of announcement types (`B,PL,PU,H`). */
const TYPE_LIST = '^(A|B|H|PL|PR|PU)(,(A|B|H|PL|PR|PU))*$';

const announcement = record({
  id: integer,
  type: oneOf(...ANNOUNCEMENT_TYPES),
  title: string,
  /** HTML written by the platform; the site sanitises it. */
  content: string,
  /** `m_recommend`, `m_reg`, `m_home`, … (may be empty). */
  groupName: string,
  /** Banners: the image's address (may be empty). */
  url: string,
  /** Click target: a path or an http URL; may be empty. */
  linkage: string,
  /** Popups: A member, B guest, F first login; null for the other types. */
  execution: nullable(oneOf('A', 'B', 'F')),
  /** Popups of a promotion name it (may be empty). */
  promotionType: string,
  /** Epoch ms. */
  createdAt: number,
});
export type Announcement = FromSchema<typeof announcement>;

const announcementList = record({
  /** In display order. */
  list: array(announcement),
  /** Agent announcements the agent has not read; 0 for guests and members. */
  footer: record({ unreadCount: integer }),
});
export type AnnouncementList = FromSchema<typeof announcementList>;

/**
 * `GET /wps/relay/MCSFE_getListAnnouncements` (also `CCSFE_…`): banners, marquee notices, popups and,
 * for agents only, agent announcements (type A), in the `Language` header's language when offered.
 */
export const getAnnouncements = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  aliases: ['/wps/relay/CCSFE_getListAnnouncements'],
  auth: 'optional',
  query: object({
    types: { type: 'string', maxLength: 64, pattern: TYPE_LIST, default: 'B,PL,PU,H' },
    groupName: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
    platform: oneOf('M', 'W'),
    /** Ignored: the `Merchant` header decides. */
    merchantCode: { type: 'string', maxLength: 32 },
  }),
  response: announcementList,
});

const promotionSwitch = record({ enabled: boolean });

const availablePromotions = record({
  promotions: record({ REFERRAL: promotionSwitch, MISSION: promotionSwitch }),
  /** Issued promotions the member has not claimed yet. */
  unclaimedCount: integer,
});
export type AvailablePromotions = FromSchema<typeof availablePromotions>;

/** `GET /wps/relay/MCSFE_getAvailablePromotions`: which promotions are on, and the unclaimed badge. */
export const getAvailablePromotions = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  auth: 'session',
  response: availablePromotions,
});

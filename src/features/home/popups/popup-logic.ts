import type { Announcement } from '../api/get-announcements';

/** Spec §9: popups open 500 ms after mount or after the list changed. */
export const POPUP_DELAY_MS = 500;

/** Spec §4: slot A holds what logged-in sessions saw, slot B what guests saw. */
export type PopupSlotName = 'A' | 'B';

/** One slot: whether to show, and the title+content strings of the list last seen. */
export interface PopupSlot {
  show: boolean;
  seen: string[];
}

export interface PopupViewer {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

export const slotNameFor = ({ loggedIn }: PopupViewer): PopupSlotName => (loggedIn ? 'A' : 'B');

/** Execution filter: first login gets F, other members A, guests B. */
export function popupsFor(items: readonly Announcement[], viewer: PopupViewer): Announcement[] {
  const execution = viewer.loggedIn ? (viewer.firstTimeLogin ? 'F' : 'A') : 'B';
  return items.filter((item) => item.type === 'PU' && item.execution === execution);
}

export const fingerprint = (item: Announcement) => `${item.title}${item.content}`;

/** A new list with anything not seen before shows again; otherwise the stored flag stands. */
export function reconcileSlot(slot: PopupSlot | null, popups: readonly Announcement[]): PopupSlot {
  const current = popups.map(fingerprint);
  const seen = new Set(slot?.seen ?? []);
  const hasNew = current.some((print) => !seen.has(print));
  return { show: hasNew || (slot?.show ?? true), seen: current };
}

export const isPopupSlot = (value: unknown): value is PopupSlot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PopupSlot).show === 'boolean' &&
  Array.isArray((value as PopupSlot).seen) &&
  (value as PopupSlot).seen.every((entry) => typeof entry === 'string');

/** Prev/next stay within the list (spec §4: bounded at first and last). */
export const stepPage = (page: number, delta: -1 | 1, count: number) =>
  Math.min(Math.max(page + delta, 0), Math.max(count - 1, 0));

/** Popups of a promotion lead to the reward centre (spec §4 "go-to action"). */
export const goToTarget = (item: Announcement): string | null =>
  item.promotionType ? '/m/rewardCenter' : null;

import { describe, expect, it } from 'vitest';

import type { Announcement } from '../../../src/features/home/api/get-announcements';
import {
  fingerprint,
  goToTarget,
  isPopupSlot,
  popupsFor,
  reconcileSlot,
  slotNameFor,
  stepPage,
} from '../../../src/features/home/popups/popup-logic';

/** A full row as the contract types it: unnamed fields empty. */
const announcement = (id: number, extra: Partial<Announcement>): Announcement => ({
  id,
  type: 'PU',
  title: '',
  content: '',
  groupName: '',
  url: '',
  linkage: '',
  execution: null,
  promotionType: '',
  createdAt: 0,
  ...extra,
});

const popup = (
  key: string,
  execution: Announcement['execution'],
  extra: Partial<Announcement> = {},
): Announcement =>
  announcement(key.charCodeAt(0), {
    title: `title ${key}`,
    content: `<p>${key}</p>`,
    execution,
    ...extra,
  });

const items = [
  popup('a', 'A'),
  popup('b', 'B'),
  popup('f', 'F'),
  announcement(1, { type: 'PL', title: 'notice', execution: 'A' }),
];

const titles = (list: readonly Announcement[]) => list.map((item) => item.title);

describe('popup execution filter', () => {
  it('gives guests B, members A and a first login F, and only popups (PU)', () => {
    expect(titles(popupsFor(items, { loggedIn: false, firstTimeLogin: false }))).toEqual([
      'title b',
    ]);
    expect(titles(popupsFor(items, { loggedIn: true, firstTimeLogin: false }))).toEqual([
      'title a',
    ]);
    expect(titles(popupsFor(items, { loggedIn: true, firstTimeLogin: true }))).toEqual(['title f']);
  });

  it('keeps slot A for sessions and slot B for guests', () => {
    expect(slotNameFor({ loggedIn: true, firstTimeLogin: true })).toBe('A');
    expect(slotNameFor({ loggedIn: false, firstTimeLogin: false })).toBe('B');
  });
});

describe('popup slot', () => {
  const list = [popup('a', 'A'), popup('c', 'A')];

  it('shows a list never seen and remembers its title+content strings', () => {
    expect(reconcileSlot(null, list)).toEqual({ show: true, seen: list.map(fingerprint) });
    expect(fingerprint(list[0]!)).toBe('title a<p>a</p>');
  });

  it('stays closed for the same list once closed, and opens again when an entry is new', () => {
    const closed = { show: false, seen: list.map(fingerprint) };
    expect(reconcileSlot(closed, list).show).toBe(false);
    expect(reconcileSlot(closed, [list[1]!]).show).toBe(false);
    const changed = [list[0]!, popup('a', 'A', { content: '<p>edited</p>' })];
    expect(reconcileSlot(closed, changed)).toEqual({ show: true, seen: changed.map(fingerprint) });
  });

  it('validates what storage holds', () => {
    expect(isPopupSlot({ show: true, seen: ['x'] })).toBe(true);
    expect(isPopupSlot({ show: 'yes', seen: [] })).toBe(false);
    expect(isPopupSlot({ show: true, seen: [1] })).toBe(false);
    expect(isPopupSlot(null)).toBe(false);
  });
});

describe('popup paging and go-to', () => {
  it('is bounded at the first and last popup', () => {
    expect(stepPage(0, -1, 3)).toBe(0);
    expect(stepPage(0, 1, 3)).toBe(1);
    expect(stepPage(2, 1, 3)).toBe(2);
    expect(stepPage(0, 1, 1)).toBe(0);
  });

  it('sends promotion popups to the reward centre', () => {
    expect(goToTarget(popup('a', 'A', { promotionType: 'MANUAL' }))).toBe('/m/rewardCenter');
    expect(goToTarget(popup('a', 'A'))).toBeNull();
  });
});

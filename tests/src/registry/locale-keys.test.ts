import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  agentFooter,
  agentNav,
  footer,
  headerMenu,
  memberCentre,
  memberQuickEntries,
  memberVipTile,
  routes,
  sideMenu,
} from '../../../src/registry';

type Tree = { [key: string]: string | Tree };

const lookup = (language: string, key: string): unknown => {
  const tree = JSON.parse(
    readFileSync(join(__dirname, '../../../src/locales', language, 'shell.json'), 'utf8'),
  ) as Tree;
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
};

const keys = [
  ...routes.map((r) => r.chrome.titleKey),
  ...[
    ...memberCentre,
    ...memberQuickEntries,
    memberVipTile,
    ...sideMenu,
    ...footer,
    ...headerMenu,
    ...agentNav,
    ...agentFooter,
  ].map((entry) => entry.labelKey),
];

describe('registry i18n keys', () => {
  // English only: the parity test holds every other language to English's keys.
  it('exist as non-empty strings in en/shell.json', () => {
    const missing = keys.filter((key) => {
      const value = lookup('en', key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});

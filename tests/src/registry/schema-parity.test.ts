import { describe, expect, it } from 'vitest';

import { AGENT_MENU_KEYS, WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import {
  agentFooter,
  agentNav,
  entryGate,
  footer,
  headerMenu,
  memberCentre,
  ROUTE_IDS,
  routes,
  sideMenu,
  type Entry,
  type Gate,
} from '../../../src/registry';

function leaves(gate: Gate | undefined): Gate[] {
  if (!gate) return [];
  if ('all' in gate) return gate.all.flatMap(leaves);
  if ('any' in gate) return gate.any.flatMap(leaves);
  if ('not' in gate) return leaves(gate.not);
  return [gate];
}

/** The flags an item's visibility reads: its own gate and, for an entry, its route's (`entryGate`). */
const flagsOf = (items: readonly Parameters<typeof entryGate>[0][]) =>
  items
    .flatMap((item) => leaves(entryGate(item)))
    .flatMap((leaf) => ('flag' in leaf ? [leaf.flag] : []));

describe('registry and schema enums', () => {
  it.each<[string, Parameters<typeof flagsOf>[0]]>([
    ['memberCentre', memberCentre],
    ['sideMenu', sideMenu],
    ['agentNav', agentNav],
    ['agentFooter', agentFooter],
    ['footer', footer],
    ['headerMenu', headerMenu],
    ['routes', routes],
  ])('%s flag gates use only white-label flag ids', (_name, items) => {
    for (const flag of flagsOf(items)) expect(WHITE_LABEL_FLAG_IDS).toContain(flag);
  });

  it('member-centre flags are exactly the spec table flags', () => {
    expect(new Set(flagsOf(memberCentre))).toEqual(
      new Set([
        'REWCEN3',
        'DEPRECM3',
        'WITHREC3',
        'TRANSREC3',
        'TRANSBETREPMEM3',
        'PERSREP',
        'AGETRANSFERUP3',
        'MANPLAYREB3',
        'PLYRBT',
        'MAILCEN',
        'FEEDBACK3',
      ]),
    );
  });

  it('agentNav keys equal AGENT_MENU_KEYS plus customer service', () => {
    const whitelisted = agentNav.filter((entry) => entry.id !== 'customerService');
    expect(whitelisted.map((entry) => entry.id)).toEqual([...AGENT_MENU_KEYS]);
    for (const entry of whitelisted) expect(entry.gate).toEqual({ menu: entry.id });
    expect(agentNav.find((entry) => entry.id === 'customerService')?.gate).toBeUndefined();
  });

  it.each<[string, readonly Entry[]]>([
    ['memberCentre', memberCentre],
    ['sideMenu', sideMenu],
    ['agentNav', agentNav],
    ['agentFooter', agentFooter],
    ['footer', footer],
    ['headerMenu', headerMenu],
  ])('%s ids are unique and route targets exist', (_name, entries) => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of entries) {
      if (!('route' in entry.target)) continue;
      expect(ROUTE_IDS).toContain(entry.target.route);
      expect(entry.target.query ?? '').not.toMatch(/^\?/);
    }
  });
});

import { describe, expect, it } from 'vitest';

import {
  agentFooter,
  agentNav,
  decideGate,
  entryGate,
  footer,
  headerMenu,
  memberCentre,
  memberQuickEntries,
  routeById,
  sideMenu,
  targetPath,
  visibleEntries,
  type Entry,
  type GateContext,
} from '../../../src/registry';
import { everythingOn, guestContext } from './gate-context';

const LISTS: Record<string, readonly Entry[]> = {
  memberCentre,
  memberQuickEntries,
  sideMenu,
  footer,
  headerMenu,
  agentNav,
  agentFooter,
};

/** Everything on for an agent, then one flag, promotion or setting off at a time. */
function oneThingOff(): GateContext[] {
  const on = everythingOn(1);
  const flags = Object.keys(on.flags).map((flag) =>
    guestContext({ ...on, flags: { ...on.flags, [flag]: false } }),
  );
  const promotions = (['REFERRAL', 'MISSION'] as const).map((promo) =>
    guestContext({ ...on, promotions: { ...on.promotions, [promo]: false } }),
  );
  const settings = [
    guestContext({ ...on, settings: { ...on.settings, dividends: false } }),
    guestContext({ ...on, settings: { ...on.settings, agentMenu: [] } }),
  ];
  return [on, ...flags, ...promotions, ...settings];
}

describe('an entry inherits the gate of the route it opens', () => {
  it('is never visible while that route is closed', () => {
    for (const ctx of [guestContext(), ...oneThingOff()]) {
      for (const [list, entries] of Object.entries(LISTS)) {
        for (const entry of visibleEntries(entries, ctx)) {
          if (!('route' in entry.target)) continue;
          const route = routeById(entry.target.route);
          expect(decideGate(route.gate, ctx), `${list}/${entry.id}`).toBe('open');
        }
      }
    }
  });

  it('hides an entry with no gate of its own when its route is off', () => {
    const rewardCentre = sideMenu.find((entry) => entry.id === 'rewardCenter');
    expect(rewardCentre?.gate).toBeUndefined();
    const on = everythingOn(0);
    const off = guestContext({ ...on, flags: { ...on.flags, REWCEN3: false } });
    expect(visibleEntries(sideMenu, on).map((entry) => entry.id)).toContain('rewardCenter');
    expect(visibleEntries(sideMenu, off).map((entry) => entry.id)).not.toContain('rewardCenter');
  });

  it('combines its own gate with the route gate, and leaves actions to their own gate', () => {
    const webEmail = memberCentre.find((entry) => entry.id === 'webEmail')!;
    expect(entryGate(webEmail)).toEqual({ all: [webEmail.gate, routeById('webEmail').gate] });
    const agency = memberCentre.find((entry) => entry.id === 'agency')!;
    expect(entryGate(agency)).toBe(agency.gate);
    const facebook = sideMenu.find((entry) => entry.id === 'facebook')!;
    expect(entryGate(facebook)).toBe(facebook.gate);
  });
});

describe('targetPath', () => {
  it("opens the route's canonical path, with the entry's query", () => {
    const paths = agentNav.flatMap((entry) =>
      'route' in entry.target ? [[entry.id, targetPath(entry.target)]] : [],
    );
    expect(paths).toContainEqual(['agentTransactionRecord', '/m/transaction/record?types=A']);
    expect(paths).toContainEqual(['teamRebate', '/m/member/teamRebate']);
    expect(targetPath({ route: 'mine' })).toBe('/m/mine');
  });
});

import { describe, expect, it } from 'vitest';

import { explainTenant, explainViewer, VIEWERS } from '../../cli/lib/explain';
import { loadTenants } from '../../schema/validate';
import { makeProject, runWl } from './helpers';

const { tenants } = await loadTenants();
const tenant = (code: string) => {
  const found = tenants.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no demo tenant ${code}`);
  return found;
};
const viewer = (type: number | null) => VIEWERS.find((candidate) => candidate.type === type)!;
const surface = (code: string, type: number | null, name: string) =>
  explainViewer(tenant(code), viewer(type)).find((entry) => entry.surface.startsWith(name));

describe('wl explain', () => {
  it('walks guest, member, trial, every agent type and 40', () => {
    const text = explainTenant(tenant('lucky7'));
    for (const label of [
      'Guest',
      'Member (type 0)',
      'Free trial (type 4)',
      'Agent (type 1)',
      'Agent (type 2)',
      'Agent (type 41)',
      'Agent (type 42)',
      'Member (type 40)',
    ]) {
      expect(text).toContain(label);
    }
  });

  it('names the gate that hides an entry', () => {
    const sideMenu = surface('perlas', null, 'side menu');
    expect(sideMenu?.items?.find((item) => item.id === 'manualRebate')).toEqual({
      id: 'manualRebate',
      shown: false,
      note: 'needs flag MANPLAYREB3 on',
    });
    expect(sideMenu?.items?.find((item) => item.id === 'agentCentre')?.note).toBe(
      'needs logged in',
    );
  });

  it('shows upline transfer to a member only with an upline, never to type 2', () => {
    const member = surface('lucky7', 0, 'member centre')?.items?.find(
      (item) => item.id === 'upLineTransfer',
    );
    expect(member).toEqual({
      id: 'upLineTransfer',
      shown: true,
      note: 'if the member has an upline',
    });
    const agent2 = surface('lucky7', 2, 'member centre')?.items?.find(
      (item) => item.id === 'upLineTransfer',
    );
    expect(agent2).toEqual({
      id: 'upLineTransfer',
      shown: false,
      note: 'needs customer type not in 2',
    });
  });

  it('explains agent home, contracts and blocked pages per type', () => {
    expect(
      surface('perlas', 1, 'agent home grid')
        ?.items?.filter((item) => item.shown)
        .map((item) => item.id),
    ).toEqual([
      'teamOverview',
      'teamManagement',
      'teamBetting',
      'securityCenter',
      'customerService',
    ]);
    expect(surface('lucky7', 41, 'contract prompts')?.line).toBe('none (type 41 is exempt)');
    expect(surface('lucky7', 1, 'contract prompts')?.line).toContain('checks pending');
    expect(surface('lucky7', 4, 'member centre')?.line).toContain('free_reject');
    const blocked = surface('lucky7', 0, 'pages this user cannot open')?.items ?? [];
    expect(blocked.find((item) => item.id === '/m/agent/home')?.note).toBe(
      '→ /m/home (agents only)',
    );
    expect(surface('royal88', null, 'registration')?.line).toBe(
      'user registration only (MOBILENUMREG3 off)',
    );
  });

  it('prints from the command line and refuses an unknown tenant', async () => {
    const project = makeProject(['royal88']);
    try {
      const ok = await runWl(['explain', 'royal88'], project.root);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain('royal88 — Royal 88');
      expect(ok.stdout).toMatch(/login options: username, facebook, google/);
      const missing = await runWl(['explain', 'nosuch'], project.root);
      expect(missing.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { decideAccess } from '../../../src/app/guard/access';
import { findRoute, type GateContext } from '../../../src/registry';
import { everythingOn, guestContext } from '../registry/gate-context';

const routeAt = (path: string) => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
const decide = (path: string, ctx: GateContext) => decideAccess(routeAt(path), ctx, path);
const as = (type: number) => everythingOn(type);
const off = (to: string) => ({ kind: 'redirect', to, message: 'messages.feature_unavailable' });

describe('decideAccess', () => {
  it('lets anyone see public routes', () => {
    for (const path of ['/m/home', '/m/login', '/m/mine', '/m/activity']) {
      expect(decide(path, guestContext())).toEqual({ kind: 'allow' });
    }
  });

  it('sends guests on member routes to login with the way back', () => {
    expect(decide('/m/voucherCenter', guestContext())).toEqual({
      kind: 'redirect',
      to: '/m/login?redirect=%2Fm%2FvoucherCenter',
    });
  });

  it.each(['/m/set', '/m/changePsw', '/m/agent/home'])('sends guests on %s home', (path) => {
    expect(decide(path, guestContext())).toEqual({ kind: 'redirect', to: '/m/home' });
  });

  it('rejects trial accounts from real-member routes and the members area with free_reject', () => {
    const freeReject = { kind: 'redirect', to: '/m/home', message: 'common:free_reject' };
    expect(decide('/m/withdraw', as(4))).toEqual(freeReject);
    expect(decide('/m/mine', as(4))).toEqual(freeReject);
    expect(decide('/m/mine', as(0))).toEqual({ kind: 'allow' });
    expect(decide('/m/message', as(4))).toEqual({ kind: 'allow' });
  });

  it.each([0, 4, 40])('keeps type %i out of agent routes', (type) => {
    expect(decide('/m/agent/home', as(type))).toEqual({ kind: 'redirect', to: '/m/home' });
  });

  it.each([1, 2, 41, 42])('lets agent type %i in', (type) => {
    expect(decide('/m/agent/home', as(type))).toEqual({ kind: 'allow' });
  });

  it('sends a member from a member-centre page whose flag is off back to the member centre', () => {
    const member = guestContext({ session: { type: 0 } });
    expect(decide('/m/rewardCenter', member)).toEqual(off('/m/mine'));
    expect(decide('/m/rewardCenter', as(0))).toEqual({ kind: 'allow' });
  });

  it('closes the upline transfer to type 2', () => {
    expect(decide('/m/upLine/transfer', as(2))).toEqual(off('/m/mine'));
    expect(decide('/m/upLine/transfer', as(0))).toEqual({ kind: 'allow' });
  });

  it('sends a free trial home, not into the member centre it may not open', () => {
    const trial = guestContext({ session: { type: 4 } });
    expect(decide('/m/webEmail', trial)).toEqual(off('/m/home'));
    expect(decide('/m/leaderBoard', trial)).toEqual(off('/m/home'));
  });

  it('sends an agent from dividends, when they are off, to agent home', () => {
    const agent = { ...as(1), settings: { ...as(1).settings, dividends: false } };
    expect(decide('/m/member/agent/agentDivident', agent)).toEqual(off('/m/agent/home'));
  });

  it('opens invite friends only with the REFERRAL promotion, waiting for the answer', () => {
    const member = (promotionsStatus: GateContext['promotionsStatus'], REFERRAL: boolean) =>
      guestContext({
        session: { type: 0 },
        promotions: { REFERRAL, MISSION: false },
        promotionsStatus,
      });
    expect(decide('/m/inviteFriends', member('loading', false))).toEqual({ kind: 'wait' });
    expect(decide('/m/inviteFriends', member('known', false))).toEqual(off('/m/home'));
    expect(decide('/m/inviteFriends', member('known', true))).toEqual({ kind: 'allow' });
  });

  it("lets a guest open the leaderboard: the platform answers for a promotion a guest can't see", () => {
    const guest = guestContext({ promotionsStatus: 'unknown' });
    expect(decide('/m/leaderBoard', guest)).toEqual({ kind: 'allow' });
  });

  it('opens mail with MAILCEN, or to an agent whose merchant whitelists it', () => {
    const agentMenu = guestContext({ session: { type: 1 }, settings: { agentMenu: ['webEmail'] } });
    expect(decide('/m/webEmail', agentMenu)).toEqual({ kind: 'allow' });
    const memberMenu = guestContext({
      session: { type: 0 },
      settings: { agentMenu: ['webEmail'] },
    });
    expect(decide('/m/webEmail', memberMenu)).toEqual(off('/m/mine'));
    expect(decide('/m/webEmail', as(0))).toEqual({ kind: 'allow' });
  });
});

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

  it('closes a flag-gated route when the flag is off', () => {
    const member = guestContext({ session: { type: 0 } });
    expect(decide('/m/rewardCenter', member)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decide('/m/rewardCenter', as(0))).toEqual({ kind: 'allow' });
  });

  it('closes the upline transfer to type 2', () => {
    expect(decide('/m/upLine/transfer', as(2))).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decide('/m/upLine/transfer', as(0))).toEqual({ kind: 'allow' });
  });
});

import { describe, expect, it } from 'vitest';

import {
  agentFooter,
  agentNav,
  memberCentre,
  sideMenu,
  visibleEntries,
  type GateContext,
} from '../../../src/registry';
import { everythingOn, guestContext } from './gate-context';

const ids = (ctx: GateContext) => visibleEntries(memberCentre, ctx).map((entry) => entry.id);

describe('member-centre entries', () => {
  it('follow the spec table order with everything on for an agent', () => {
    expect(ids(everythingOn(1))).toEqual([
      'rewardCenter',
      'referral',
      'agency',
      'vouReport',
      'withdrawReport',
      'transactionRecord',
      'gameRecord',
      'profitAndLoss',
      'upLineTransfer',
      'manualRebate',
      'leaderBoard',
      'rebateReport',
      'webEmail',
      'onlineService',
      'appDownload',
      'feedback',
    ]);
  });

  it('leave a guest on a bare site with referral, online service and app download', () => {
    expect(ids(guestContext())).toEqual(['referral', 'onlineService', 'appDownload']);
  });

  it('hide the agency centre from a trial account but keep flag entries', () => {
    const trial = ids(everythingOn(4));
    expect(trial).not.toContain('agency');
    expect(trial).toContain('rewardCenter');
    expect(trial).toContain('upLineTransfer');
  });

  it('hide the upline transfer from type 2 even with an upline', () => {
    expect(ids(everythingOn(2, true))).not.toContain('upLineTransfer');
    expect(ids(everythingOn(2, true))).toContain('agency');
  });

  it('hide the upline transfer without an upline', () => {
    expect(ids(everythingOn(0, false))).not.toContain('upLineTransfer');
    expect(ids(everythingOn(0, true))).toContain('upLineTransfer');
  });

  it('show flag entries to guests (they get the login prompt on tap)', () => {
    const guestAllFlags = guestContext({ flags: everythingOn(0).flags });
    expect(ids(guestAllFlags)).toEqual([
      'rewardCenter',
      'referral',
      'vouReport',
      'withdrawReport',
      'transactionRecord',
      'gameRecord',
      'profitAndLoss',
      'manualRebate',
      'rebateReport',
      'webEmail',
      'onlineService',
      'appDownload',
      'feedback',
    ]);
  });

  it('mark every entry but online service and app download as needing a session', () => {
    const open = memberCentre.filter((entry) => !entry.needsSession).map((entry) => entry.id);
    expect(open).toEqual(['onlineService', 'appDownload']);
  });
});

describe('side menu', () => {
  const side = (ctx: GateContext) => visibleEntries(sideMenu, ctx).map((entry) => entry.id);

  it('shows social items only with a link and agent items only to agents', () => {
    expect(side(guestContext())).toEqual([
      'deposit',
      'withdraw',
      'inviteFriends',
      'vip',
      'signIn',
      'downloadPromo',
    ]);
    expect(side(everythingOn(40))).not.toContain('agentCentre');
    expect(side(everythingOn(41))).toEqual([
      'deposit',
      'withdraw',
      'inviteFriends',
      'vip',
      'rewardCenter',
      'signIn',
      'manualRebate',
      'downloadPromo',
      'facebook',
      'telegram',
      'agentCentre',
      'agentRegister',
    ]);
  });
});

describe('agent home', () => {
  it('shows only whitelisted nav items plus customer service', () => {
    const ctx = guestContext({
      session: { type: 1 },
      settings: { agentMenu: ['redRain', 'webEmail'] },
    });
    expect(visibleEntries(agentNav, ctx).map((entry) => entry.id)).toEqual([
      'redRain',
      'webEmail',
      'customerService',
    ]);
  });

  it('shows the dividend footer item only with dividends', () => {
    expect(visibleEntries(agentFooter, guestContext()).map((entry) => entry.id)).toEqual([
      'home',
      'openAccount',
      'agentNotice',
    ]);
    expect(visibleEntries(agentFooter, everythingOn(1)).map((entry) => entry.id)).toContain(
      'dividend',
    );
  });
});

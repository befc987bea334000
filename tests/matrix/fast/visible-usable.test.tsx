import { describe, expect, it } from 'vitest';

import type { Combination } from '../../../cli/lib/matrix/combination';
import { combinationFromRow, uniformRow } from '../../../cli/lib/matrix/factors';
import { footer, sideMenu } from '../../../src/registry';
import { closedTargets } from './visible-usable';

/** A logged-in member (type 0) with every flag, setting and promotion on, then `changes`. */
const member = (changes: Partial<Combination> = {}): Combination => ({
  ...combinationFromRow(uniformRow(true, 0), 'test', 'test'),
  ...changes,
});
const allFooter = footer.map((entry) => entry.id);

describe('surface visibleUsable: a shown entry never leads to a closed page', () => {
  it('passes the footer on a site where every page is open', () => {
    expect(closedTargets(member(), { footer: allFooter })).toEqual([]);
  });

  it('catches a footer that draws Invite friends while REFERRAL is off (the old Footer)', () => {
    const noReferral = member({ promotions: { REFERRAL: false, MISSION: true } });
    expect(closedTargets(noReferral, { footer: allFooter })).toEqual([
      'footer/inviteFriends → /m/inviteFriends: page closed (promotion REFERRAL enabled)',
    ]);
  });

  it('catches a member-centre entry drawn past its flag, and an id the registry lacks', () => {
    const c = member({ flags: { ...member().flags, MAILCEN: false } });
    expect(closedTargets(c, { memberCentre: ['webEmail', 'nothing'] })).toEqual([
      expect.stringMatching(/^memberCentre\/webEmail → \/m\/webEmail: page closed/),
      'memberCentre/nothing: not in the registry',
    ]);
  });

  it("leaves a guest's promotion pages to the platform, and actions alone", () => {
    const guest = member({ user: 'guest', promotions: { REFERRAL: false, MISSION: false } });
    expect(closedTargets(guest, { memberCentre: ['leaderBoard', 'referral'] })).toEqual([]);
    expect(closedTargets(guest, { sideMenu: sideMenu.map((entry) => entry.id) })).toEqual([]);
  });
});

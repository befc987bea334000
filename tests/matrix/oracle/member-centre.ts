import type { Combination } from '../../../cli/lib/matrix/combination';
import { isAgent, isTrial, isType, loggedIn } from './users';

/**
 * Member-centre list entries, written straight from the table of spec §2 "Member centre" (and never
 * from src/registry, so a wrong gate there fails the suite). Guests see the list too (tapping an
 * entry shows the login popup); entries whose condition depends on the player's own data (upline,
 * promotion availability, which the platform answers per session) stay hidden for them.
 */
export function expectedMemberCentre(c: Combination): string[] {
  const { flags } = c;
  const rows: [string, boolean][] = [
    ['rewardCenter', flags.REWCEN3],
    ['referral', true],
    ['agency', isAgent(c)],
    ['vouReport', flags.DEPRECM3],
    ['withdrawReport', flags.WITHREC3],
    ['transactionRecord', flags.TRANSREC3],
    ['gameRecord', flags.TRANSBETREPMEM3],
    ['profitAndLoss', flags.PERSREP],
    ['upLineTransfer', flags.AGETRANSFERUP3 && loggedIn(c) && c.toUpline && !isType(c, 2)],
    ['manualRebate', flags.MANPLAYREB3],
    ['leaderBoard', loggedIn(c) && c.promotions.MISSION],
    ['rebateReport', flags.PLYRBT],
    ['webEmail', flags.MAILCEN],
    ['onlineService', true],
    ['appDownload', true],
    ['feedback', flags.FEEDBACK3],
  ];
  return rows.filter(([, shown]) => shown).map(([id]) => id);
}

/** Spec §2 "Template versions": the member centre is the new version when mem_cen is 1. */
export const expectedMemberCentreTemplate = (c: Combination): string[] => [
  c.templates.mem_cen === 1 ? 'new (card)' : 'classic (list)',
];

/**
 * Guests get the login-or-register prompt; tapping a member's header opens VIP benefits with
 * showVipBenefit, else /m/member/home, which the route table lists as another path of /m/mine.
 */
export const expectedMemberCentreHeader = (c: Combination): string[] =>
  loggedIn(c)
    ? [`tap → ${c.showVipBenefit ? '/m/member/benefits' : '/m/mine'}`]
    : ['login-or-register prompt'];

/** A free-trial account never sees the member centre (spec §6: free_reject), so it has no list. */
export const memberCentreApplies = (c: Combination): boolean => !isTrial(c);

/** Spec §2 "Template versions": deposit is the new version when dep_func is 1 (real members only). */
export const expectedDepositTemplate = (c: Combination): string[] => [
  c.templates.dep_func === 1 ? 'new (tabs and cards)' : 'classic (form)',
];

/** Deposit is for real accounts: guests go to login, free trials are refused (spec §6). */
export const depositApplies = (c: Combination): boolean => loggedIn(c) && !isTrial(c);

import type { Combination } from '../../../cli/lib/matrix/combination';
import { isAgent, loggedIn } from './users';

/**
 * Side-menu shortcuts of spec §2 "Side menu", in its order: flag items only with the flag, FACEBOOK
 * and TELEGRAM only with a link, agent items only for types other than 0, 4 and 40. The spec names
 * no agent items; the two agent destinations of the route table are agent home and open account.
 * The download promo hides only inside the app or a PWA (never in these tests). Sign-out is listed
 * last, as `signOut`, when logged in.
 */
export function expectedSideMenu(c: Combination): string[] {
  const rows: [string, boolean][] = [
    ['deposit', true],
    ['withdraw', true],
    ['inviteFriends', true],
    ['vip', true],
    ['rewardCenter', c.flags.REWCEN3],
    ['signIn', true],
    ['manualRebate', c.flags.MANPLAYREB3],
    ['downloadPromo', true],
    ['facebook', c.social.facebook],
    ['telegram', c.social.telegram],
    ['agentCentre', isAgent(c)],
    ['agentRegister', isAgent(c)],
    ['signOut', loggedIn(c)],
  ];
  return rows.filter(([, shown]) => shown).map(([id]) => id);
}

import type { Combination } from '../../../cli/lib/matrix/combination';
import { loggedIn } from './users';

/**
 * The header's account area on /m/home (spec §2 "Page chrome", "Registration"): the balance for a
 * logged-in player; for a guest the register button only with DIRECTREG3.
 */
export const expectedHeader = (c: Combination): string[] =>
  loggedIn(c) ? ['balance'] : c.flags.DIRECTREG3 ? ['register'] : [];

/**
 * The pop-up header menu opens from the balance, so only a logged-in player has it: deposit,
 * withdraw, refresh balance, hide/show balance, sign out.
 */
export const expectedHeaderMenu = (c: Combination): string[] =>
  loggedIn(c) ? ['deposit', 'withdraw', 'refreshBalance', 'toggleBalance', 'signOut'] : [];

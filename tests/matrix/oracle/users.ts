import type { Combination } from '../../../cli/lib/matrix/combination';

/** Spec §1/§6: agents are customer types outside 0, 4 and 40; type 4 is a free trial. */
export const loggedIn = (c: Combination): boolean => c.user !== 'guest';
export const isTrial = (c: Combination): boolean => c.user === 4;
export const isAgent = (c: Combination): boolean =>
  c.user !== 'guest' && ![0, 4, 40].includes(c.user);
/** Spec §6 "Upline transfer hidden for type 2". */
export const isType = (c: Combination, type: number): boolean => c.user === type;

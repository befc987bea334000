import type { Combination } from '../../../cli/lib/matrix/combination';
import { loggedIn } from './users';

/** The login and registration screens are checked for guests (who use them). */
export const authApplies = (c: Combination): boolean => !loggedIn(c);

/**
 * Spec §2 "Login": the SMS method only with MOBILEVERCODELOGIN3; social buttons with
 * FACEBOOKLOGIN3 / GOOGLELOGIN3, shown in username mode (the default mode).
 */
export function expectedLoginOptions(c: Combination): string[] {
  return [
    'username',
    ...(c.flags.MOBILEVERCODELOGIN3 ? ['sms'] : []),
    ...(c.flags.FACEBOOKLOGIN3 ? ['facebook'] : []),
    ...(c.flags.GOOGLELOGIN3 ? ['google'] : []),
  ];
}

/**
 * Spec §2 "Registration": the two tabs only when both methods are enabled; username is the
 * default, mobile when only mobile is enabled.
 */
export function expectedRegisterTabs(c: Combination): string[] {
  const { USERNAMEREG3: username, MOBILENUMREG3: mobile } = c.flags;
  return [
    username && mobile ? 'tabs: username, mobile' : 'no tabs',
    `form: ${mobile && !username ? 'mobile' : 'username'}`,
  ];
}

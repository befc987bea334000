import type { RegisteredSession } from '../../../../contract/account';
import type { SessionInfo } from '../../../lib/session-store';

export type { RegisteredSession };

/** Both registration calls log in at once and answer like login (docs/api.md). */
export const sessionFromRegister = (
  result: RegisteredSession,
  merchantCode: string,
): SessionInfo => ({
  token: result.token,
  // protocol.md §5 names no merchantCode in the platform's login answer: the tenant's then.
  merchantCode: result.merchantCode || merchantCode,
  userName: result.userName,
  type: result.customerType,
  firstTimeLogin: result.firstTimeLogin,
});

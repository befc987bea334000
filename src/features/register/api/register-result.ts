import type { SessionInfo } from '../../../lib/session-store';

/** Both registration calls log in at once and answer like login (docs/api.md). */
export interface RegisterResult {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  merchantCode?: string;
  customerId?: number;
}

const MEMBER_TYPE = 0;

export const sessionFromRegister = (result: RegisterResult, merchantCode: string): SessionInfo => ({
  token: result.token,
  merchantCode: result.merchantCode ?? merchantCode,
  userName: result.userName,
  type: typeof result.customerType === 'number' ? result.customerType : MEMBER_TYPE,
  firstTimeLogin: result.firstTimeLogin ?? true,
});

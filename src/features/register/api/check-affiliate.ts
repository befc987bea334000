import { checkAffiliateCode as checkAffiliateCodeEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-client';

/**
 * Affiliate (invitation) code check, module AFFMAN3: true when the platform accepts the code for this
 * domain. A rejected code is false; network failures propagate.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    const accepted = await call(checkAffiliateCodeEndpoint, { query: { code, domain } });
    return accepted !== false;
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 0) return false;
    throw error;
  }
}

import type { LanguageCode } from '../../schema/constants';
import { platformLanguageCode } from './languages';
import { currentSession } from './session-store';

/** What the api client needs from the tenant; set once at boot by the TenantProvider. */
export interface ApiConfig {
  /** Origin of the platform API; empty = the site origin. */
  baseUrl: string;
  merchantCode: string;
  encryption: 'tcg' | 'none';
}

let config: ApiConfig = { baseUrl: '', merchantCode: '', encryption: 'none' };
let requestLanguage: LanguageCode = 'en';

export function configureApiClient(next: ApiConfig): void {
  config = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') };
}

export const apiConfig = (): ApiConfig => config;

/** Kept in step with i18n so the `Language` header follows the UI language. */
export function setRequestLanguage(code: LanguageCode): void {
  requestLanguage = code;
}

export const requestLanguageHeader = (): string => platformLanguageCode(requestLanguage);

/** The session's merchant (trial accounts belong to the trial merchant), else the tenant's. */
export function currentMerchantCode(): string {
  return currentSession()?.merchantCode || config.merchantCode;
}

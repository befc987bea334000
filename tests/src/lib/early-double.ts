import { afterEach, beforeEach, vi } from 'vitest';

import { configureApiClient, setRequestLanguage } from '../../../src/lib/api-config';
import type { EarlyRequests } from '../../../src/lib/early-requests';
import { useSessionStore } from '../../../src/lib/session-store';

/** The API the tests' client talks to, and the headers it sends for a guest of merchant ACME. */
export const API_BASE = 'https://api.example.com';
export const GUEST_HEADERS = {
  Merchant: 'ACME',
  Language: 'EN',
  Device: 'web',
  'Content-Type': 'application/json;charset=UTF-8',
};

/** What the landing script left on `window.__wlEarly` (src/lib/early-requests.ts). */
export function setEarlyRequests(requests: EarlyRequests): EarlyRequests {
  (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly = requests;
  return requests;
}

/** Each test of the file: a guest's api client before, no early requests and no fetch stub after. */
export function useGuestClientAndEarlyRequests(): void {
  beforeEach(() => {
    configureApiClient({ baseUrl: API_BASE, merchantCode: 'ACME', encryption: 'none' });
    setRequestLanguage('en');
    useSessionStore.getState().clearSession();
  });
  afterEach(() => {
    delete (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly;
    vi.unstubAllGlobals();
  });
}

import { describe, expect, it } from 'vitest';

import { getSiteSettings, getSystemStatus } from '../../../contract/system';
import { SITE_SETTINGS_PATH, SITE_STATUS_PATH } from '../../../src/lib/early-requests';

describe('the startup requests of the landing script', () => {
  // The landing script cannot load the contract (it is inlined in the page): its paths are copies,
  // and the api client takes an early answer over only when the URL is the same.
  it('are the paths the contract gives the site settings and status', () => {
    expect(SITE_SETTINGS_PATH).toBe(getSiteSettings.path);
    expect(SITE_STATUS_PATH).toBe(getSystemStatus.path);
  });
});

import { expect, test as base } from '@playwright/test';

import { MISSING_KEY_REPORT } from '../../../src/lib/missing-key-report';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Playwright's test, whose page fails the test when the site shows a translation key raw. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const rawKeys: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(MISSING_KEY_REPORT)) {
        rawKeys.push(message.text());
      }
    });
    await use(page);
    expect(rawKeys, 'translation keys shown without text').toEqual([]);
  },
});

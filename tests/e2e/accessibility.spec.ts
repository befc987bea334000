import { expect, test } from './support/test';

import { blockingAxeFindings, openVisit, truncatedTitle } from '../audit/page-checks';
import { MAIN_VISITS, type Viewer } from '../audit/visits';
import { logIn } from './support/login';

const VIEWERS: Viewer[] = ['guest', 'member0', 'agent1'];

/**
 * Issue 19's main routes on every demo tenant: no serious or critical WCAG 2.2 A/AA violation
 * (axe, contrast and 24 px targets included) and header titles that fit at 360 px.
 */
test.describe('accessibility of the main routes', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const viewer of VIEWERS) {
    test(`as ${viewer}`, async ({ page }) => {
      test.setTimeout(90_000);
      if (viewer !== 'guest') await logIn(page, viewer);
      for (const visit of MAIN_VISITS.filter((entry) => entry.viewer === viewer)) {
        await test.step(visit.path, async () => {
          await openVisit(page, visit);
          expect(await blockingAxeFindings(page), `axe on ${visit.path}`).toEqual([]);
          expect(await truncatedTitle(page), `title on ${visit.path}`).toBeNull();
        });
      }
    });
  }
});

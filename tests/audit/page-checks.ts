import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import type { Visit } from './visits';

/** WCAG 2.2 A and AA (target-size, the 24 px minimum, is one of the 2.2 AA rules). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: number;
  /** The first few offending elements, as CSS selectors, and what axe says of the first. */
  targets: string[];
  summary: string;
}

/** Opens the visit's page and waits for what its viewer would see: the screen, its first data. */
export async function openVisit(page: Page, visit: Visit): Promise<void> {
  await page.goto(visit.path);
  if (visit.ready) await expect(page.getByTestId(visit.ready).first()).toBeVisible();
  else await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
}

const axe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS);

/**
 * Whether a target axe found too small only because it sat at the fold, partly under the sticky
 * footer: scrolled to the middle of the screen, as a player would before tapping it, it passes.
 */
async function fitsOnceInView(page: Page, selector: string): Promise<boolean> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const { violations } = await axe(page).include(selector).withRules(['target-size']).analyze();
  await page.evaluate(() => window.scrollTo(0, 0));
  return violations.length === 0;
}

/** axe's serious and critical WCAG violations on the page as it is now. */
export async function blockingAxeFindings(page: Page): Promise<AxeFinding[]> {
  const { violations } = await axe(page).analyze();
  const findings: AxeFinding[] = [];
  for (const violation of violations.filter((entry) => BLOCKING.has(entry.impact ?? ''))) {
    let nodes = violation.nodes;
    if (violation.id === 'target-size') {
      const kept = [];
      for (const node of nodes)
        if (!(await fitsOnceInView(page, node.target.join(' ')))) kept.push(node);
      nodes = kept;
    }
    if (nodes.length === 0) continue;
    findings.push({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: nodes.length,
      targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
      summary: nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    });
  }
  return findings;
}

/** The header title when it does not fit (cut off after its lines), else null. */
export async function truncatedTitle(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('[data-testid="app-header"] h1');
    const cut =
      title &&
      (title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1);
    return cut ? title.textContent : null;
  });
}

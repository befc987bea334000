import { expect, type Page } from '@playwright/test';

import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { settle } from './settle';

const CHECK = '/wps/relay/MCSFE_checkContracts';

/**
 * Spec §4 on /m/home: whether home checks for pending contracts, and that every waiting contract
 * (the seeded demo agents have offers) is prompted. Prompts are cancelled, which the session
 * remembers, so the rest of the walk sees home without them. Leaves home open.
 */
export async function observeContractPrompts(page: Page, base: string): Promise<SurfaceValues> {
  const answers: Promise<Record<string, unknown>>[] = [];
  const onResponse = (response: { url(): string; json(): Promise<unknown> }) => {
    if (response.url().includes(CHECK))
      answers.push(
        response.json().then((body) => (body as { value: Record<string, unknown> }).value),
      );
  };
  page.on('response', onResponse);
  try {
    await page.goto(`${base}/m/home`);
    await settle(page);
    // Home decides once the browser is idle, and marks it: exempt sessions are never checked.
    const gate = page.getByTestId('contract-check');
    await expect(gate).not.toHaveAttribute('data-state', 'waiting', { timeout: 15_000 });
    if ((await gate.getAttribute('data-state')) === 'exempt')
      return { contractPrompts: ['no contract check'] };
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const flags = await answers[0];
    const waiting = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'].filter(
      (flag) => flags?.[flag] === 1,
    );
    const prompt = page.getByTestId('contract-prompt');
    for (let shown = 0; shown < waiting.length; shown++) {
      await expect(prompt)
        .toBeVisible({ timeout: 10_000 })
        .catch(() => undefined);
      if ((await prompt.count()) === 0)
        return { contractPrompts: ['checked, a waiting contract was not prompted'] };
      const kind = await prompt.getAttribute('data-kind');
      // The arrival popup may lie on top: the click is dispatched to the prompt's own button.
      await page.getByTestId('contract-prompt-cancel').dispatchEvent('click');
      await expect(
        page.locator(`[data-testid="contract-prompt"][data-kind="${kind}"]`),
      ).toHaveCount(0);
    }
    return { contractPrompts: ['checks salary, dividend, hourly contracts'] };
  } finally {
    page.off('response', onResponse);
  }
}

import { act } from '@testing-library/react';

import type { MountedRow } from './mount-row';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits until the page is still: no query fetching, the same location twice in a row and the page
 * element rendered (lazy screens resolved). Fails loudly instead of observing a half-drawn page.
 */
export async function settle(row: MountedRow, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  let lastKey = '';
  let stableRounds = 0;
  while (Date.now() - started < timeoutMs) {
    await act(tick);
    const { key } = row.router.state.location;
    const page = document.querySelector('main > div');
    const still = row.queryClient.isFetching() === 0 && page !== null && page.childElementCount > 0;
    stableRounds = still && key === lastKey ? stableRounds + 1 : 0;
    lastKey = key;
    if (stableRounds >= 2) return;
  }
  throw new Error(
    `page did not settle within ${timeoutMs} ms at ${row.router.state.location.pathname}`,
  );
}

/** Navigates like a link would, then waits for the page to settle. */
export async function visit(row: MountedRow, path: string): Promise<void> {
  await act(async () => {
    await row.router.navigate(path);
  });
  await settle(row);
}

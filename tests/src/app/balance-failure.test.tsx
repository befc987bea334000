import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_TIMEOUT_MS } from '../../../src/lib/api-client';
import { envelope, never } from '../lib/fetch-double';
import { stubPlatform } from './platform-double';
import { renderApp } from './render-app';

const SLOW_MACHINE = { timeout: 10_000 };
const FAILED = 'Balance could not be loaded';

/** The wallet call fails as `failing` says until healed, then answers 1,234.50. */
function balanceCall(failing: () => Promise<never> | { status: number; json: unknown }) {
  let healed = false;
  return {
    respond: () => (healed ? envelope({ sumBalance: 1234.5 }) : failing()),
    heal: () => {
      healed = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a balance that cannot be loaded', { timeout: 30_000 }, () => {
  it('the member centre says so after a 500 (not "--") and Retry shows the amount', async () => {
    const wallet = balanceCall(() => ({ status: 500, json: { success: false } }));
    stubPlatform({ extra: { '/wps/wallets/balance': wallet.respond } });
    renderApp('/m/mine', { session: { type: 0 } });
    const card = await screen.findByTestId('mc-wallet', {}, SLOW_MACHINE);
    // A 500 is retried twice (after 2 s and 4 s) before the failure shows.
    await vi.advanceTimersByTimeAsync(6000);
    const failed = await within(card).findByTestId('mc-balance-failed', {}, SLOW_MACHINE);
    expect(failed).toHaveTextContent(FAILED);
    expect(card).not.toHaveTextContent('--');
    wallet.heal();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('1,234.50', {}, SLOW_MACHINE)).toBeInTheDocument();
  });

  it('the header pill says so after the client timeout and Retry shows the amount', async () => {
    const wallet = balanceCall(never);
    stubPlatform({ extra: { '/wps/wallets/balance': wallet.respond } });
    renderApp('/m/notice', { session: { type: 0 } });
    const header = await screen.findByRole('banner', {}, SLOW_MACHINE);
    expect(await within(header).findByTestId('header-balance')).toHaveTextContent('****');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    const failed = await within(header).findByTestId('header-balance-failed', {}, SLOW_MACHINE);
    expect(failed).toHaveTextContent(FAILED);
    wallet.heal();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(header).findByTestId('header-balance', {}, SLOW_MACHINE)).toHaveTextContent(
      '1,234.50',
    );
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_TIMEOUT_MS } from '../../../src/lib/api-client';
import { stubHomePlatform, game } from '../home/home-platform';
import { envelope, never, type RecordedCall } from '../lib/fetch-double';
import { renderApp } from './render-app';

type Answer = { status?: number; json?: unknown };

/** A platform relay that hangs (and so times out) until released, then answers. */
function hangingRelay(answer: Answer) {
  let released = false;
  const calls: RecordedCall[] = [];
  const calledAt: number[] = [];
  return {
    calls,
    calledAt,
    respond: (call: RecordedCall) => {
      calls.push(call);
      calledAt.push(Date.now());
      return released ? answer : never();
    },
    release: () => {
      released = true;
    },
  };
}

const SLOW_MACHINE = { timeout: 10_000 };
/** Moved short of the timeout by a margin: fake time also follows the real clock (shouldAdvanceTime). */
const MARGIN_MS = 2000;
const TIMEOUT_TEXT = 'The network is slow, please try again';

/** Loading at once, nothing failed before the client timeout, then the error with Retry. */
async function expectLoadingThenTimeout(area: HTMLElement, relay: ReturnType<typeof hangingRelay>) {
  expect(within(area).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  // The screen may show its loading state before its query has sent the call.
  await vi.waitFor(() => expect(relay.calls).toHaveLength(1), SLOW_MACHINE);
  const waited = Date.now() - relay.calledAt[0]!;
  await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - MARGIN_MS - waited);
  expect(within(area).queryByRole('alert')).not.toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(MARGIN_MS);
  const alert = await within(area).findByRole('alert', {}, SLOW_MACHINE);
  expect(alert).toHaveTextContent(TIMEOUT_TEXT);
  // A timeout is not retried behind the user's back: one call, then the Retry button.
  expect(relay.calls).toHaveLength(1);
  return within(alert).getByRole('button', { name: 'Retry' });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a hanging platform', { timeout: 30_000 }, () => {
  it('deposit shows loading at once, the timeout with Retry after 8 s, and Retry recovers', async () => {
    const settings = hangingRelay(
      envelope({
        currency: 'PHP',
        currencySymbol: '₱',
        maxPending: 3,
        expiresInMinutes: 30,
        channels: [],
      }),
    );
    stubHomePlatform({ extra: { '/wps/relay/MCSFE_getDepositSettings': settings.respond } });
    renderApp('/m/voucherCenter', { session: { type: 0 } });
    const area = await screen.findByTestId('deposit-screen', {}, SLOW_MACHINE);
    const retry = await expectLoadingThenTimeout(area, settings);
    settings.release();
    fireEvent.click(retry);
    expect(
      await within(area).findByText('No payment method is available right now', {}, SLOW_MACHINE),
    ).toBeInTheDocument();
    expect(settings.calls).toHaveLength(2);
  });

  it('the game list shows loading at once, the timeout with Retry, and Retry brings the games', async () => {
    const list = hangingRelay(envelope({ games: [game('7', 'RNG')], pageNum: 1, totalPages: 1 }));
    stubHomePlatform({ extra: { '/wps/relay/GCSGAME_gameList': list.respond } });
    renderApp('/m/gameList?gameType=RNG');
    const area = await screen.findByTestId('game-list-screen', {}, SLOW_MACHINE);
    const retry = await expectLoadingThenTimeout(area, list);
    list.release();
    fireEvent.click(retry);
    expect(await within(area).findAllByTestId('game-tile', {}, SLOW_MACHINE)).toHaveLength(1);
  });

  it("home's hot games show loading at once, the timeout with Retry, and Retry brings them", async () => {
    const hot = hangingRelay(envelope([{ gameType: 'RNG', list: [game('1', 'RNG')] }]));
    stubHomePlatform({ extra: { '/wps/relay/GCSGAME_hotGamesV2': hot.respond } });
    renderApp('/m/home');
    const area = await screen.findByTestId('home-category-content', {}, SLOW_MACHINE);
    const retry = await expectLoadingThenTimeout(area, hot);
    hot.release();
    fireEvent.click(retry);
    expect(await within(area).findAllByTestId('game-tile', {}, SLOW_MACHINE)).toHaveLength(1);
  });
});

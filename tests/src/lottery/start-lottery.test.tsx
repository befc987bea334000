import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../app/render-app';
import { callsTo, raw, stubLottery } from './lottery-double';

const LONG = { timeout: 15_000 };
const PATH = '/m/startLottery?gameId=1001';

const placed = (balance: number) =>
  raw({ replayed: false, balance, order: { orderId: 1, bets: [] } });

async function pickSevenBets() {
  fireEvent.click(await screen.findByTestId('lottery-digit-0-1', {}, LONG));
  fireEvent.click(screen.getByTestId('lottery-digit-0-3'));
  fireEvent.click(screen.getByTestId('lottery-quick-4-odd'));
  fireEvent.click(screen.getByTestId('lottery-unit-2'));
  expect(screen.getByTestId('lottery-selection-summary')).toHaveTextContent('7 bets, 14.00');
  fireEvent.click(screen.getByTestId('lottery-add-to-cart'));
  expect(screen.getByTestId('lottery-cart-total')).toHaveTextContent('7 bets, total 14.00');
}

async function placeAndConfirm() {
  fireEvent.click(screen.getByTestId('lottery-place-bet'));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('/m/startLottery', { timeout: 20_000 }, () => {
  it('shows the open numero, its countdown and the last result', async () => {
    stubLottery();
    renderApp(PATH, { session: { type: 0 } });
    expect(await screen.findByTestId('lottery-numero', {}, LONG)).toHaveTextContent(
      'Issue 20250601-0721',
    );
    expect(screen.getByTestId('lottery-close-countdown').textContent).toMatch(/^00:00:5[45]$/);
    expect(screen.getByTestId('lottery-last-result')).toHaveAttribute('aria-label', '7 9 0 2 5');
  });

  it('places the slip after a confirmation and refreshes the balance', async () => {
    const platform = stubLottery({ '/lgw/orders/betting': () => placed(986) });
    renderApp(PATH, { session: { type: 0 } });
    await pickSevenBets();
    const balanceCalls = callsTo(platform.calls, '/wps/wallets/balance').length;
    await placeAndConfirm();
    await waitFor(() => expect(screen.queryAllByTestId('lottery-cart-row')).toHaveLength(0));
    const [bet] = callsTo(platform.calls, '/lgw/orders/betting');
    const body = JSON.parse(bet!.body!) as Record<string, unknown>;
    expect(body).toMatchObject({
      gameId: 1001,
      numero: '20250601-0721',
      bets: [
        {
          playId: '5D_POSITION',
          content: '1,3||||1,3,5,7,9',
          unit: 2,
          multiple: 1,
          betCount: 7,
          amount: 14,
        },
      ],
    });
    expect(body.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() =>
      expect(callsTo(platform.calls, '/wps/wallets/balance').length).toBeGreaterThan(balanceCalls),
    );
  });

  it('explains a refusal in plain words and retries with the same key', async () => {
    let attempt = 0;
    const platform = stubLottery({
      '/lgw/orders/betting': () =>
        ++attempt === 1
          ? raw({ errorCode: 'insufficient.balance', message: 'balance too low' }, 409)
          : placed(986),
    });
    renderApp(PATH, { session: { type: 0 } });
    await pickSevenBets();
    await placeAndConfirm();
    expect(
      await screen.findByText('Your balance is too low for this bet.', {}, LONG),
    ).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await placeAndConfirm();
    await waitFor(() => expect(callsTo(platform.calls, '/lgw/orders/betting')).toHaveLength(2));
    const keys = callsTo(platform.calls, '/lgw/orders/betting').map(
      (call) => (JSON.parse(call.body!) as { clientKey: string }).clientKey,
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells the player the numero closed and reloads the game', async () => {
    const platform = stubLottery({
      '/lgw/orders/betting': () =>
        raw({ errorCode: 'lottery.numero.closed', message: 'closed', numero: 'x' }, 409),
    });
    renderApp(PATH, { session: { type: 0 } });
    await pickSevenBets();
    const gameCalls = callsTo(platform.calls, '/lgw/games/1001').length;
    await placeAndConfirm();
    expect(
      await screen.findByText(/Betting on this issue has closed/, {}, LONG),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(platform.calls, '/lgw/games/1001').length).toBeGreaterThan(gameCalls),
    );
  });

  it('sends a guest to login when betting', async () => {
    const platform = stubLottery();
    const { router } = renderApp(PATH);
    await pickSevenBets();
    fireEvent.click(screen.getByTestId('lottery-place-bet'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(callsTo(platform.calls, '/lgw/orders/betting')).toHaveLength(0);
  });

  it('asks the server again when the countdown runs out', async () => {
    const platform = stubLottery({}, 200);
    renderApp(PATH, { session: { type: 0 } });
    await screen.findByTestId('lottery-numero', {}, LONG);
    await waitFor(
      () => expect(callsTo(platform.calls, '/lgw/games/1001').length).toBeGreaterThan(1),
      { timeout: 15_000 },
    );
  });
});

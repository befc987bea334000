import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../app/render-app';
import { callsTo, raw, stubLottery } from './lottery-double';

const LONG = { timeout: 15_000 };

const order = (orderId: number, status: string, winAmount: number) => ({
  orderId,
  gameId: 1001,
  gameName: '5D 1 Minute',
  numero: `20250601-07${orderId}`,
  status,
  totalAmount: 6,
  winAmount,
  betCount: 3,
  createdAt: 1_748_779_200_000,
  closeAt: 1_748_779_255_000,
  drawAt: 1_748_779_260_000,
  settledAt: null,
});

const subOrder = (subOrderId: number, status: string) => ({
  subOrderId,
  playId: '5D_POSITION',
  playName: 'Position digit',
  content: '1,3|||7|',
  unit: 2,
  multiple: 1,
  betCount: 3,
  amount: 6,
  status,
  winAmount: 0,
  cancellable: status === 'open',
});

describe('/m/moreLottery', { timeout: 20_000 }, () => {
  it('lists the games by group with countdown and last result, and opens one', async () => {
    const platform = stubLottery();
    const { router } = renderApp('/m/moreLottery?prizeMode=LOTT');
    const group = await screen.findByTestId('lottery-group-FAST5D', {}, LONG);
    expect(group).toHaveTextContent('5D Fast');
    expect(screen.getByTestId('lottery-countdown-1001').textContent).toMatch(/^00:00:5[45]$/);
    expect(group).toHaveTextContent('Last result (20250601-0720)');
    const [call] = callsTo(platform.calls, '/lgw/games');
    expect(new URL(call!.url, 'http://x').searchParams.get('prizeMode')).toBe('LOTT');
    fireEvent.click(screen.getByTestId('lottery-game-1001'));
    await waitFor(() => expect(router.state.location.search).toBe('?gameId=1001'));
    expect(router.state.location.pathname).toBe('/m/startLottery');
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    stubLottery({
      '/lgw/games': () => (fail ? raw({ errorCode: 'x', message: '' }, 500) : raw({ groups: [] })),
    });
    renderApp('/m/moreLottery?prizeMode=ELOTT');
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No lottery games right now', {}, LONG)).toBeInTheDocument();
  });
});

describe('/m/lottery', { timeout: 20_000 }, () => {
  it('shows my orders with their status and win, and pages', async () => {
    const platform = stubLottery({
      '/lgw/orders': (call) => {
        const pageNo = Number(new URL(call.url, 'http://x').searchParams.get('pageNo'));
        const list =
          pageNo === 1
            ? [order(3, 'open', 0), order(2, 'settled', 19.6), order(1, 'settled', 0)]
            : [order(4, 'cancelled', 0)];
        return raw({ list, pageNo, pageSize: 10, totalCount: 11, totalPages: 2 });
      },
    });
    renderApp('/m/lottery', { session: { type: 0 } });
    expect(await screen.findByTestId('lottery-order-status-3', {}, LONG)).toHaveTextContent(
      'Pending',
    );
    expect(screen.getByTestId('lottery-order-status-2')).toHaveTextContent('Won');
    expect(screen.getByTestId('lottery-order-win-2')).toHaveTextContent('Win 19.60');
    expect(screen.getByTestId('lottery-order-status-1')).toHaveTextContent('Lost');
    fireEvent.click(screen.getByTestId('lottery-orders-next'));
    expect(await screen.findByTestId('lottery-order-status-4', {}, LONG)).toHaveTextContent(
      'Cancelled',
    );
    expect(screen.getByTestId('lottery-orders-page')).toHaveTextContent('Page 2 of 2');
    expect(callsTo(platform.calls, '/lgw/orders').length).toBe(2);
  });

  it('cancels an open bet after a confirmation and refreshes the balance', async () => {
    const platform = stubLottery({
      '/lgw/orders': () =>
        raw({ list: [order(3, 'open', 0)], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 }),
      '/lgw/orders/detail': () =>
        raw({
          ...order(3, 'open', 0),
          draw: null,
          bets: [subOrder(7, 'open'), subOrder(8, 'cancelled')],
        }),
      '/lgw/orders/suborders/cancel': () => raw({ refunded: 6, balance: 1000 }),
    });
    renderApp('/m/lottery', { session: { type: 0 } });
    fireEvent.click(await screen.findByText('5D 1 Minute', {}, LONG));
    expect(await screen.findByText('Waiting for the draw', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-cancel-8')).toBeNull();
    const balanceCalls = callsTo(platform.calls, '/wps/wallets/balance').length;
    fireEvent.click(screen.getByTestId('lottery-cancel-7'));
    const dialog = await screen.findByRole('dialog', {}, LONG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bets' }));
    await waitFor(() =>
      expect(callsTo(platform.calls, '/lgw/orders/suborders/cancel')).toHaveLength(1),
    );
    const [cancel] = callsTo(platform.calls, '/lgw/orders/suborders/cancel');
    expect(JSON.parse(cancel!.body!)).toEqual({ subOrderIds: [7] });
    await waitFor(() =>
      expect(callsTo(platform.calls, '/wps/wallets/balance').length).toBeGreaterThan(balanceCalls),
    );
  });

  it('sends guests to login', async () => {
    stubLottery();
    const { router } = renderApp('/m/lottery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), LONG);
  });
});

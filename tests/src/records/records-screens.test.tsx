import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };
const allFlags = Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, true]));
const tenant = { flags: allFlags } as unknown as Partial<Tenant>;

const page = (content: unknown[], footer: unknown) =>
  envelope({ content, pageNum: 1, totalPages: 1, totalCount: content.length, footer });
const row = (
  id: number,
  kind: string,
  group: string,
  amount: number,
  counterparty: string | null = null,
) => ({
  id,
  time: Date.UTC(2025, 5, 1, 12),
  kind,
  group,
  amount,
  balanceAfter: 100,
  reference: `r${id}`,
  counterparty,
});

describe('account record', () => {
  it('lists the rows with totals and asks the server for the chosen group', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/report/transaction': () =>
          page([row(2, 'game.win', 'win', 24), row(1, 'transfer.out', 'transfer', -10, 'agent1')], {
            totalIn: 24,
            totalOut: 10,
            net: 14,
          }),
      },
    });
    renderApp('/m/transaction/record', { tenant, session: { type: 0 } });
    const rows = await screen.findByTestId('transaction-rows', {}, SLOW);
    expect(within(rows).getByTestId('transaction-win')).toHaveTextContent('+24.00');
    expect(within(rows).getByTestId('transaction-transfer')).toHaveTextContent(
      'Transfer out to agent1',
    );
    expect(screen.getByTestId('transaction-net')).toHaveTextContent('14.00');
    fireEvent.click(screen.getByTestId('transaction-group-bet'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('type=bet'))).toBe(true));
    expect(calls.some((call) => call.url.includes('types=A'))).toBe(false);
  });

  it('keeps the agent variant for agents: a member sees a notice and nothing is asked', async () => {
    const { calls } = stubPlatform({
      extra: { '/wps/report/transaction': () => page([], { totalIn: 0, totalOut: 0, net: 0 }) },
    });
    renderApp('/m/transaction/record?types=A', { tenant, session: { type: 0 } });
    expect(
      await screen.findByText('This record is for agents only.', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/wps/report/transaction'))).toBe(false);
  });

  it('asks an agent for its own variant with the agent groups only', async () => {
    const { calls } = stubPlatform({
      extra: { '/wps/report/transaction': () => page([], { totalIn: 0, totalOut: 0, net: 0 }) },
    });
    renderApp('/m/transaction/record?types=A', { tenant, session: { type: 1 } });
    expect(await screen.findByText('Agent account record', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.includes('types=A'))).toBe(true));
    expect(screen.queryByTestId('transaction-group-deposit')).toBeNull();
    expect(screen.getByTestId('transaction-group-rebate')).toBeInTheDocument();
  });
});

describe('profit and loss', () => {
  it('shows the net, its parts and the game types; a failure offers a retry', async () => {
    let fail = true;
    const summary = {
      totalBet: 30,
      totalWin: 12.5,
      gameProfit: -17.5,
      deposits: 100,
      withdrawals: 0,
      bonuses: 5,
      rebates: 0.5,
      net: -12,
    };
    stubPlatform({
      extra: {
        '/wps/report/profitAndLoss': () =>
          fail
            ? failure('system.error', 'boom')
            : page(
                [{ gameType: 'RNG', betCount: 3, totalBet: 30, totalWin: 12.5, profit: -17.5 }],
                summary,
              ),
      },
    });
    renderApp('/m/profitandloss', { tenant, session: { type: 0 } });
    const retry = await screen.findByRole('button', { name: /retry/i }, SLOW);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('profit-net', {}, SLOW)).toHaveTextContent('−12.00');
    expect(screen.getByTestId('profit-bonuses')).toHaveTextContent('5.00');
    expect(screen.getByTestId('profit-type-RNG')).toHaveTextContent('Slots');
  });
});

describe('transfer to upline', () => {
  const info = {
    upline: 'agent1',
    passwordRequired: true,
    minAmount: 1,
    maxAmount: 1_000_000,
    transfers: [],
  };

  it('checks the amount, confirms, then posts it with a request id and the payment password', async () => {
    const { calls } = stubPlatform({
      balance: 50,
      extra: {
        '/wps/relay/MCSFE_transferToUpline': (call) =>
          call.method === 'POST'
            ? envelope({
                id: 1,
                requestId: 'x',
                amount: 12.5,
                balanceAfter: 37.5,
                upline: 'agent1',
                time: 1,
                replayed: false,
              })
            : envelope(info),
      },
    });
    renderApp('/m/upLine/transfer', { tenant, session: { type: 0 } });
    expect(await screen.findByTestId('upline-name', {}, SLOW)).toHaveTextContent('agent1');
    const amount = screen.getByTestId('upline-amount-input');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '12.555' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('upline-password-input'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Transfer 12.50 to agent1?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}');
    expect(body).toMatchObject({ amount: 12.5, password: '246810' });
    expect(body.requestId).toMatch(/^t[A-Za-z0-9]{24}$/);
  });

  it('explains a missing upline instead of offering a retry', async () => {
    stubPlatform({
      extra: { '/wps/relay/MCSFE_transferToUpline': () => failure('upline.not.found', 'x') },
    });
    renderApp('/m/upLine/transfer', { tenant, session: { type: 0 } });
    expect(
      await screen.findByText('This account has no upline to transfer to.', {}, SLOW),
    ).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure, type RecordedCall } from '../lib/fetch-double';

const SLOW = { timeout: 15_000 };

const SETTINGS = {
  minAmount: 10,
  maxAmount: 1000,
  dailyCount: 5,
  usedToday: 1,
  feePercent: 1.5,
  feeFixed: 1,
  window: { start: '00:00', end: '24:00', timeZone: 'Asia/Manila', open: true },
  maxCards: 5,
  needPassword: true,
  hasPassword: true,
  currency: 'USD',
};
const CARD = {
  id: 7,
  cardType: 'BC',
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  holderName: 'Ana Cruz',
  accountNumber: '**** 4321',
  createdAt: 1,
};
const BANKS = {
  BC: [{ code: 'BDO', name: 'BDO Unibank' }],
  EW: [{ code: 'GCASH', name: 'GCash' }],
  VC: [{ code: 'USDT_TRC20', name: 'USDT (TRC20)' }],
};
const WITHDRAWAL = {
  id: 42,
  orderNo: 'WD00000042',
  amount: 100,
  fee: 2.5,
  netAmount: 97.5,
  bankCard: { id: 7, cardType: 'BC', bankName: 'BDO Unibank', accountNumber: '**** 4321' },
  status: 'pending',
  reason: '',
  createdAt: Date.UTC(2025, 5, 1, 4),
  decidedAt: null,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function platform(
  options: {
    settings?: Partial<typeof SETTINGS>;
    cards?: unknown[];
    withdraw?: (call: RecordedCall) => { json?: unknown };
    report?: (call: RecordedCall) => { json?: unknown };
  } = {},
) {
  const cards = options.cards ?? [CARD];
  return stubPlatform({
    balance: 500,
    extra: {
      '/wps/relay/MCSFE_getWithdrawSettings': () => envelope({ ...SETTINGS, ...options.settings }),
      '/wps/member/bankCard': (call) => {
        if (call.method === 'GET') return envelope({ cards, maxCards: 5 });
        const body = JSON.parse(call.body ?? '{}');
        const card = { ...CARD, id: 8, ...body, bankName: 'GCash', accountNumber: '**** 4567' };
        cards.push(card);
        return envelope(card);
      },
      '/wps/relay/MCSFE_getBankList': () => envelope(BANKS),
      '/wps/transaction/withdraw':
        options.withdraw ??
        (() => envelope({ withdrawal: WITHDRAWAL, balance: 400, replayed: false })),
      '/wps/report/withdrawTransaction':
        options.report ??
        (() =>
          envelope({
            content: [WITHDRAWAL],
            pageNum: 1,
            totalPages: 1,
            totalCount: 1,
            footer: {
              totalAmount: 100,
              totalFee: 2.5,
              totalNetAmount: 97.5,
              pendingAmount: 100,
              approvedAmount: 0,
              rejectedAmount: 0,
            },
          })),
    },
  });
}

const typeIn = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { value } });

const bodyOf = (calls: RecordedCall[], path: string) =>
  JSON.parse(
    calls.find((call) => call.url.includes(path) && call.method !== 'GET')?.body ?? 'null',
  );

describe('withdraw screen', () => {
  it('shows balance and rules, previews fee and net, and sends the request', async () => {
    const { calls } = platform();
    renderApp('/m/withdraw', { session: {} });
    expect(await screen.findByTestId('withdraw-balance', {}, SLOW)).toHaveTextContent('500.00');
    expect(screen.getByTestId('withdraw-limits')).toHaveTextContent('10.00 to 1,000.00');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('1.5% + 1.00');
    expect(screen.getByTestId('withdraw-daily')).toHaveTextContent('4 of 5');
    typeIn('withdraw-amount', '100');
    expect(screen.getByTestId('withdraw-preview-fee')).toHaveTextContent('2.50');
    expect(screen.getByTestId('withdraw-preview-net')).toHaveTextContent('97.50');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-password-error')).toHaveTextContent(
      'payment password',
    );
    typeIn('withdraw-password', '135790');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-result')).toHaveTextContent('WD00000042');
    expect(screen.getByTestId('withdraw-result-balance')).toHaveTextContent('400.00');
    const body = bodyOf(calls, '/wps/transaction/withdraw');
    expect(body).toMatchObject({ amount: 100, bankCardId: 7, password: '135790' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the request id when the same withdrawal is retried after a failure', async () => {
    let attempt = 0;
    const { calls } = platform({
      withdraw: () =>
        ++attempt === 1
          ? failure('invalid.payment.pw', 'The payment password is incorrect.')
          : envelope({ withdrawal: WITHDRAWAL, balance: 400, replayed: false }),
    });
    renderApp('/m/withdraw', { session: {} });
    await screen.findByTestId('withdraw-form', {}, SLOW);
    typeIn('withdraw-amount', '100');
    typeIn('withdraw-password', '000000');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent(
      'The payment password is incorrect.',
    );
    typeIn('withdraw-password', '135790');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-result');
    const ids = calls
      .filter((call) => call.url.includes('/wps/transaction/withdraw'))
      .map((call) => JSON.parse(call.body ?? '{}').requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('prompts to set a payment password when one is needed and missing', async () => {
    platform({ settings: { hasPassword: false } });
    const { router } = renderApp('/m/withdraw', { session: {} });
    const prompt = await screen.findByTestId('withdraw-password-prompt', {}, SLOW);
    expect(prompt).toHaveTextContent('Set a payment password first');
    expect(screen.queryByTestId('withdraw-password')).toBeNull();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    fireEvent.click(screen.getByTestId('withdraw-set-password'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/securityCenter'));
    expect(router.state.location.search).toBe('?section=paymentPassword');
  });

  it('sends no password where the site needs none', async () => {
    const { calls } = platform({ settings: { needPassword: false, hasPassword: false } });
    renderApp('/m/withdraw', { session: {} });
    await screen.findByTestId('withdraw-form', {}, SLOW);
    expect(screen.queryByTestId('withdraw-password-prompt')).toBeNull();
    expect(screen.queryByTestId('withdraw-password')).toBeNull();
    typeIn('withdraw-amount', '50');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-result');
    expect(bodyOf(calls, '/wps/transaction/withdraw')).not.toHaveProperty('password');
  });

  it('adds a first card (e-wallet) with checks, then offers it', async () => {
    const { calls } = platform({ cards: [] });
    renderApp('/m/withdraw', { session: {} });
    await screen.findByTestId('withdraw-add-card', {}, SLOW);
    fireEvent.click(screen.getByTestId('withdraw-card-type-EW'));
    fireEvent.click(screen.getByTestId('withdraw-add-card-submit'));
    expect(await screen.findByTestId('withdraw-account-error')).toHaveTextContent('8 to 15 digits');
    fireEvent.change(screen.getByTestId('withdraw-bank-select'), { target: { value: 'GCASH' } });
    typeIn('withdraw-holder', 'Ana Cruz');
    typeIn('withdraw-account', '0917 123 4567');
    fireEvent.click(screen.getByTestId('withdraw-add-card-submit'));
    expect(await screen.findByTestId('withdraw-card-8')).toHaveTextContent('**** 4567');
    expect(bodyOf(calls, '/wps/member/bankCard')).toEqual({
      cardType: 'EW',
      bankCode: 'GCASH',
      holderName: 'Ana Cruz',
      accountNumber: '09171234567',
    });
  });

  it('shows an error with retry when the settings cannot load', async () => {
    let fail = true;
    stubPlatform({
      extra: {
        '/wps/relay/MCSFE_getWithdrawSettings': () =>
          fail ? failure('system.error', 'Unknown error', 500) : envelope(SETTINGS),
        '/wps/member/bankCard': () => envelope({ cards: [CARD], maxCards: 5 }),
        '/wps/relay/MCSFE_getBankList': () => envelope(BANKS),
      },
    });
    renderApp('/m/withdraw', { session: {} });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 20_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('withdraw-form')).toBeInTheDocument();
  }, 30_000);
});

describe('withdraw report screen', () => {
  it('lists withdrawals with totals and filters by status', async () => {
    const { calls } = platform();
    renderApp('/m/withdrawReport', { session: {}, tenant: { flags: { WITHREC3: true } as never } });
    const row = await screen.findByTestId('withdrawal-42', {}, SLOW);
    expect(row).toHaveTextContent('WD00000042');
    expect(row).toHaveTextContent('Pending');
    expect(screen.getByTestId('withdraw-report-total')).toHaveTextContent('100.00');
    fireEvent.click(screen.getByTestId('withdraw-status-rejected'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('status=rejected'))).toBe(true),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';

afterEach(() => vi.unstubAllGlobals());

// The first render loads the lazy screen and its texts: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const allFlags = Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, true]));
const tenant = { flags: allFlags } as unknown as Partial<Tenant>;

const level = (n: number) => ({
  level: n,
  levelName: `VIP ${n}`,
  depositThreshold: n * 100,
  turnoverThreshold: n * 1000,
  upgradeBonus: n * 5,
  birthdayBonus: n * 10,
  withdrawDailyCount: 3 + n,
  withdrawDailyMax: 20000 + n * 10000,
  rebateRates: [
    { gameType: 'RNG', rate: 0.004 + n * 0.001 },
    { gameType: 'LIVE', rate: 0.002 },
  ],
});

const benefit = {
  level: 1,
  levelName: 'VIP 1',
  totals: { deposit: 150, turnover: 500 },
  next: {
    level: 2,
    levelName: 'VIP 2',
    deposit: { current: 150, required: 200 },
    turnover: { current: 500, required: 2000 },
  },
  levels: [0, 1, 2].map(level),
  upgradedTo: [],
};

const offer = (totalAmount: number) => ({
  level: 0,
  levelName: 'VIP 0',
  rows: [
    { gameType: 'RNG', rounds: 3, betAmount: 300, rate: 0.004, rebateAmount: totalAmount },
    { gameType: 'LIVE', rounds: 0, betAmount: 0, rate: 0.002, rebateAmount: 0 },
  ],
  totalBet: 300,
  totalAmount,
  minAmount: 1,
  claimable: totalAmount >= 1,
});

describe('VIP benefits', () => {
  it('shows the level, the progress to the next one and the benefits of a chosen level', async () => {
    stubPlatform({ extra: { '/wps/relay/MCSFE_getMemberClubBenefit': () => envelope(benefit) } });
    renderApp('/m/member/benefits', { tenant, session: { type: 0 } });
    expect(await screen.findByTestId('club-current-level', {}, SLOW)).toHaveTextContent('VIP 1');
    expect(screen.getByTestId('club-progress-deposit')).toHaveAttribute('data-percent', '75');
    expect(screen.getByTestId('club-progress-turnover')).toHaveAttribute('data-percent', '25');
    expect(screen.getByTestId('club-next')).toHaveTextContent('To reach VIP 2');
    expect(screen.getByTestId('club-benefits')).toHaveAttribute('data-level', '1');
    expect(screen.getByTestId('club-rate-RNG')).toHaveTextContent('0.5%');
    fireEvent.click(screen.getByTestId('club-level-2'));
    expect(screen.getByTestId('club-benefits')).toHaveAttribute('data-level', '2');
    expect(screen.getByTestId('club-benefit-upgradeBonus')).toHaveTextContent('10.00');
    expect(screen.getByTestId('club-benefit-withdrawCount')).toHaveTextContent('5');
  });

  it('says so at the top level and offers a retry when loading fails', async () => {
    let fail = true;
    stubPlatform({
      extra: {
        '/wps/relay/MCSFE_getMemberClubBenefit': () =>
          fail ? failure('system.error', 'boom') : envelope({ ...benefit, next: undefined }),
      },
    });
    renderApp('/m/member/benefits', { tenant, session: { type: 0 } });
    const retry = await screen.findByRole('button', { name: /retry/i }, SLOW);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('club-top-level', {}, SLOW)).toBeInTheDocument();
  });
});

describe('manual rebate', () => {
  it('lists the rows, claims with a request id and shows what was paid', async () => {
    let claimed = false;
    const { calls } = stubPlatform({
      extra: {
        '/wps/relay/MCSFE_getManualRebate': () => envelope(offer(claimed ? 0 : 1.2)),
        '/wps/relay/MCSFE_claimManualRebate': () => {
          claimed = true;
          return envelope({
            rebateId: 7,
            amount: 1.2,
            balance: 101.2,
            levelName: 'VIP 0',
            rows: [offer(1.2).rows[0]],
            replayed: false,
          });
        },
      },
    });
    renderApp('/m/member/manualRebate', { tenant, session: { type: 0 } });
    const row = await screen.findByTestId('rebate-available-row-RNG', {}, SLOW);
    expect(row).toHaveTextContent('300.00');
    expect(row).toHaveTextContent('0.4%');
    expect(screen.getByTestId('rebate-available-total')).toHaveTextContent('1.20');
    fireEvent.click(screen.getByTestId('rebate-claim'));
    expect(await screen.findByTestId('rebate-result-amount')).toHaveTextContent('1.20');
    const post = calls.find((call) => call.url.includes('MCSFE_claimManualRebate'));
    expect(JSON.parse(post?.body ?? '{}').requestId).toMatch(/^rb[A-Za-z0-9]{22}$/);
    await waitFor(() => expect(screen.getByTestId('rebate-claim')).toBeDisabled());
    expect(screen.getByTestId('rebate-hint')).toHaveTextContent('No rebate to claim yet');
    expect(
      calls.filter((call) => call.url.includes('/wps/wallets/balance')).length,
    ).toBeGreaterThan(0);
  });

  it('keeps the claim off below the minimum and translates a refused claim', async () => {
    stubPlatform({
      extra: {
        '/wps/relay/MCSFE_getManualRebate': () => envelope({ ...offer(2), claimable: true }),
        '/wps/relay/MCSFE_claimManualRebate': () => failure('rebate.nothing', 'server words'),
      },
    });
    renderApp('/m/member/manualRebate', { tenant, session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('rebate-claim', {}, SLOW));
    expect(await screen.findByTestId('rebate-error')).toHaveTextContent('No rebate to claim yet');
  });

  it('explains the minimum when the rebate is too small', async () => {
    stubPlatform({ extra: { '/wps/relay/MCSFE_getManualRebate': () => envelope(offer(0.5)) } });
    renderApp('/m/member/manualRebate', { tenant, session: { type: 0 } });
    expect(await screen.findByTestId('rebate-hint', {}, SLOW)).toHaveTextContent('must reach 1.00');
    expect(screen.getByTestId('rebate-claim')).toBeDisabled();
  });
});

describe('rebate report', () => {
  it('shows the totals and the rows of the range, with per-type detail', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/report/rebate': () =>
          envelope({
            content: [
              {
                id: 3,
                rebateTime: Date.UTC(2025, 0, 2, 10),
                rebateType: 'MANUAL',
                levelName: 'VIP 0',
                betAmount: 300,
                amount: 1.2,
                status: 'issued',
                details: offer(1.2).rows.slice(0, 1),
              },
            ],
            pageNum: 1,
            totalPages: 1,
            totalCount: 1,
            footer: { totalAmount: 1.2, totalBet: 300 },
          }),
      },
    });
    renderApp('/m/member/rebateReport', { tenant, session: { type: 0 } });
    const record = await screen.findByTestId('rebate-record', {}, SLOW);
    expect(within(record).getByTestId('rebate-record-amount')).toHaveTextContent('1.20');
    expect(screen.getByTestId('rebate-report-total')).toHaveTextContent('1.20');
    fireEvent.click(within(record).getByRole('button'));
    expect(within(record).getByTestId('rebate-record-detail-row-RNG')).toHaveTextContent('300.00');
    fireEvent.click(screen.getByTestId('report-range-last7'));
    await waitFor(() => {
      const urls = calls
        .filter((call) => call.url.includes('/wps/report/rebate'))
        .map((c) => new URL(c.url, 'http://x'));
      const last = urls.at(-1)?.searchParams;
      expect(last?.get('startDate')).not.toBe(last?.get('endDate'));
    });
  });
});

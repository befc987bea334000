import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import { readDictionary } from '../../../schema/dictionaries';
import type { Tenant } from '../../../schema/tenant';
import { KIND_LABELS, kindLabelKey } from '../../../src/features/records/transaction-kinds';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };
const allFlags = Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, true]));
const tenant = { flags: allFlags } as unknown as Partial<Tenant>;

const row = (id: number, kind: string, group: string, amount: number, balanceAfter: number) => ({
  id,
  time: Date.UTC(2025, 5, 1, 12) - id * 60_000,
  kind,
  group,
  amount,
  balanceAfter,
  reference: `r${id}`,
  counterparty: null,
});

describe('statement labels', () => {
  it('names every known kind by a key with English text', () => {
    const english = readDictionary('en', 'records.json');
    for (const key of Object.values(KIND_LABELS)) expect(english.get(key), key).toBeTruthy();
  });

  it('falls back to the group, then to "adjustment", never to the kind itself', () => {
    expect(kindLabelKey({ kind: 'dividend', group: 'rebate' })).toBe('kinds.dividend');
    expect(kindLabelKey({ kind: 'jackpot.win', group: 'win' })).toBe('groups.win');
    expect(kindLabelKey({ kind: 'mystery', group: 'mystery' })).toBe('groups.adjustment');
    expect(kindLabelKey({ kind: 'toString', group: 'bonus' })).toBe('groups.bonus');
  });

  it("shows agent income in the player's words and each row's balance", async () => {
    // Newest first; each balance is the next row's balance plus the row's amount.
    const rows = [
      row(1, 'dividend', 'rebate', 960, 5063.49),
      row(2, 'salary.daily', 'rebate', 120, 4103.49),
      row(3, 'agent.rebate', 'rebate', 0.06, 3983.49),
      row(4, 'jackpot.win', 'win', 3.43, 3983.43),
    ];
    stubPlatform({
      extra: {
        '/wps/report/transaction': () =>
          envelope({
            content: rows,
            pageNum: 1,
            totalPages: 1,
            totalCount: rows.length,
            footer: { totalIn: 1083.49, totalOut: 0, net: 1083.49 },
          }),
      },
    });
    renderApp('/m/transaction/record', { tenant, session: { type: 1 } });
    const list = await screen.findByTestId('transaction-rows', {}, SLOW);
    const rebates = within(list).getAllByTestId('transaction-rebate');
    expect(rebates.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Dividend.*\+960\.00.*Balance 5,063\.49/),
      expect.stringMatching(/^Daily salary.*\+120\.00.*Balance 4,103\.49/),
      expect.stringMatching(/^Agent rebate.*\+0\.06.*Balance 3,983\.49/),
    ]);
    expect(within(list).getByTestId('transaction-win')).toHaveTextContent(/^Win/);
    expect(list).not.toHaveTextContent(/dividend|salary\.daily|agent\.rebate|jackpot\.win/);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DIGIT_STEP, JackpotDigits } from '../../../src/entities/games/JackpotDigits';
import {
  jackpotText,
  JACKPOT_RANDOM_MAX,
  JACKPOT_RANDOM_MIN,
  nextJackpotTick,
  randomJackpot,
} from '../../../src/entities/games/jackpot-counter';
import { useJackpotCounter } from '../../../src/entities/games/use-jackpot-counter';
import { createQueryClient } from '../../../src/lib/query-client';
import { envelope, failure, stubFetch } from '../lib/fetch-double';

/** A scripted Math.random: returns the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('jackpot counter rules (spec §9)', () => {
  it('starts at a random amount between the spec bounds, with 2 decimals', () => {
    expect(randomJackpot(() => 0)).toBe(JACKPOT_RANDOM_MIN);
    expect(randomJackpot(() => 1)).toBe(JACKPOT_RANDOM_MAX);
    const amount = randomJackpot(() => 0.123456);
    expect(Math.round(amount * 100) / 100).toBe(amount);
    expect(amount).toBeGreaterThan(Math.min(JACKPOT_RANDOM_MIN, JACKPOT_RANDOM_MAX));
    expect(amount).toBeLessThan(Math.max(JACKPOT_RANDOM_MIN, JACKPOT_RANDOM_MAX));
  });

  it('waits 3, 4 or 5 s and adds 100 to 500', () => {
    expect(nextJackpotTick(sequence(0, 0))).toEqual({ delayMs: 3000, increment: 100 });
    expect(nextJackpotTick(sequence(0.5, 0.5))).toEqual({ delayMs: 4000, increment: 300 });
    expect(nextJackpotTick(sequence(0.99, 0.999999))).toEqual({ delayMs: 5000, increment: 500 });
  });

  it('formats with 2 decimals', () => {
    expect(jackpotText(13000000.5)).toBe('13,000,000.50');
    expect(jackpotText(999.999)).toBe('1,000.00');
    expect(jackpotText(0)).toBe('0.00');
  });

  it('formats as English number formatting does, for every amount it may show', () => {
    const english = new Intl.NumberFormat('en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const random = sequence(...Array.from({ length: 500 }, (_, index) => (index * 0.618) % 1));
    for (let count = 0; count < 250; count += 1) {
      const amount = randomJackpot(random) + nextJackpotTick(random).increment;
      expect(jackpotText(amount)).toBe(english.format(amount));
    }
  });
});

describe('jackpot digit scroller', () => {
  it('stacks ten digits per position and shifts each by its value', () => {
    render(<JackpotDigits text="1,09" />);
    const columns = screen.getByTestId('jackpot-digits').querySelectorAll('[aria-hidden] > span');
    expect(columns).toHaveLength(3);
    expect(columns[0]?.children).toHaveLength(10);
    expect(DIGIT_STEP).toBe(0.44);
    const shift = (index: number) => getComputedStyle(columns[index]!).transform;
    expect(shift(1)).toMatch(/^translateY\(-?0em\)$/);
    expect(shift(0)).toMatch(/translateY\(-1\.2222\d*em\)/);
    expect(shift(2)).toMatch(/translateY\(-11em\)/);
  });
});

function Counter({ random }: { random: () => number }) {
  const amount = useJackpotCounter(random);
  return <output data-testid="amount">{amount === null ? 'none' : amount.toFixed(2)}</output>;
}

/** Lets the stubbed fetch answer and the query notify, without moving the clock. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('useJackpotCounter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from VIS_getJackpot and adds on the random schedule', async () => {
    stubFetch(() => envelope({ amount: 1000, currency: 'USD' }));
    // Each tick draws a delay then an increment: 3 s +100, then 5 s +500.
    render(wrap(<Counter random={sequence(0, 0, 0.99, 1)} />));
    await settle();
    expect(screen.getByTestId('amount')).toHaveTextContent('1000.00');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByTestId('amount')).toHaveTextContent('1000.00');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('amount')).toHaveTextContent('1100.00');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId('amount')).toHaveTextContent('1600.00');
  });

  it('falls back to a random amount when the platform has none', async () => {
    stubFetch(() => failure('function.not.available'));
    render(wrap(<Counter random={() => 0} />));
    await settle();
    expect(screen.getByTestId('amount')).toHaveTextContent('70000000.00');
  });
});

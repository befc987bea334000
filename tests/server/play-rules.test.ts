import { describe, expect, it } from 'vitest';

import { toMajor, toMinor } from '../../contract/money';
import { playDragonTiger } from '../../server/domain/play/dragon-tiger';
import { findPick, lobbyMarkets, settleLobbyPick } from '../../server/domain/play/lobby-markets';
import { secureSource, seededSource } from '../../server/domain/play/outcome-source';
import { maskCustomerName } from '../../server/domain/play/rank-list';
import { SLOT_LINES, slotRtp, spinSlot } from '../../server/domain/play/slot';
import { dayOf, dayRange, isDay, startOfDay } from '../../server/domain/play/tenant-day';

function simulateSlot(source: Parameters<typeof spinSlot>[0], spins: number, bet = 1) {
  const stake = toMinor(bet);
  let won = 0;
  let hits = 0;
  for (let spin = 0; spin < spins; spin++) {
    const { win, outcome } = spinSlot(source, stake);
    won += win;
    if (win > 0) hits++;
    const lineTotal = outcome.lines.reduce((sum, line) => sum + line.win, 0);
    expect(Math.abs(lineTotal - toMajor(win))).toBeLessThan(0.03);
  }
  return { rtp: won / (spins * stake), hitRate: hits / spins };
}

describe('demo slot', () => {
  it('has an exact return to player of about 96 %', () => {
    expect(slotRtp()).toBeGreaterThan(0.955);
    expect(slotRtp()).toBeLessThan(0.965);
  });

  it('returns about that over 20,000 spins (seeded and secure sources)', () => {
    const seeded = simulateSlot(seededSource('rtp-test'), 20_000, 5);
    expect(seeded.rtp).toBeGreaterThan(0.88);
    expect(seeded.rtp).toBeLessThan(1.04);
    expect(seeded.hitRate).toBeGreaterThan(0.3);
    const secure = simulateSlot(secureSource, 20_000, 5);
    expect(secure.rtp).toBeGreaterThan(0.85);
    expect(secure.rtp).toBeLessThan(1.07);
  });

  it('pays three equal symbols on a line and marks that line', () => {
    // A source that always draws the first symbol (cherry): all 5 lines pay 5 × line bet.
    const { win, outcome } = spinSlot({ int: () => 0 }, toMinor(10));
    expect(outcome.grid.flat()).toEqual(Array(9).fill('cherry'));
    expect(outcome.lines.map((line) => line.line)).toEqual(SLOT_LINES.map((_, index) => index));
    expect(win).toBe(toMinor(50));
  });

  it('is reproducible from a seed', () => {
    const first = spinSlot(seededSource('same'), toMinor(2));
    expect(spinSlot(seededSource('same'), toMinor(2))).toEqual(first);
  });
});

describe('dragon tiger', () => {
  it('pays 1:1 on the winning side, half back on a tie, 11:1 on tie', () => {
    const fixed = (draws: number[]) => ({ int: () => draws.shift() ?? 0 });
    // Dragon K (12), tiger 2 (1).
    const ten = toMinor(10);
    expect(playDragonTiger(fixed([12, 0, 1, 0]), ten, 'dragon').win).toBe(toMinor(20));
    expect(playDragonTiger(fixed([12, 0, 1, 0]), ten, 'tiger').win).toBe(0);
    expect(playDragonTiger(fixed([5, 0, 5, 1]), ten, 'tiger').win).toBe(toMinor(5));
    const tie = playDragonTiger(fixed([5, 0, 5, 1]), ten, 'tie');
    expect(tie.win).toBe(toMinor(120));
    expect(tie.outcome.result).toBe('tie');
  });

  it('returns about 96 % on a side bet over many deals', () => {
    const source = seededSource('dt');
    let won = 0;
    const one = toMinor(1);
    for (let deal = 0; deal < 20_000; deal++) won += playDragonTiger(source, one, 'dragon').win;
    expect(won / (20_000 * one)).toBeGreaterThan(0.93);
    expect(won / (20_000 * one)).toBeLessThan(0.99);
  });
});

describe('lobby markets', () => {
  it('prices every option at no more than 95 % of its fair odds', () => {
    for (const game of [
      { vassalage: 'SBK', gameType: 'SPORTS' },
      { vassalage: 'TF', gameType: 'SPORTS' },
      { vassalage: 'DS88', gameType: 'SPORTS' },
      { vassalage: 'LTH', gameType: 'LOTT' },
    ]) {
      for (const market of lobbyMarkets(game)) {
        const total = market.options.reduce((sum, option) => sum + option.weight, 0);
        for (const option of market.options) {
          expect((option.weight / total) * option.odds).toBeLessThanOrEqual(0.95 + 1e-9);
          expect((option.weight / total) * option.odds).toBeGreaterThan(0.9);
        }
      }
    }
  });

  it('settles a pick against its own market draw', () => {
    const markets = lobbyMarkets({ vassalage: 'DS88', gameType: 'SPORTS' });
    const pick = findPick(markets, 'f1:meron');
    expect(pick).toBeDefined();
    expect(findPick(markets, 'f1:nobody')).toBeUndefined();
    expect(findPick(markets, 'm1:home')).toBeUndefined();
    if (!pick) return;
    const won = settleLobbyPick({ int: () => 0 }, toMinor(10), pick);
    expect(won).toEqual({
      win: toMinor(Math.floor(10 * pick.option.odds * 100) / 100),
      outcome: { market: 'f1', pick: 'meron', result: 'meron', odds: pick.option.odds },
    });
    expect(settleLobbyPick({ int: () => 99 }, toMinor(10), pick).win).toBe(0);
  });
});

describe('winner names and tenant days', () => {
  it('masks customer names like ab***9', () => {
    expect(maskCustomerName('member0')).toBe('me***0');
    expect(maskCustomerName('abc')).toBe('a***');
  });

  it('cuts days in the tenant zone', () => {
    const instant = Date.UTC(2025, 5, 1, 2); // 02:00 UTC = 23:00 the day before in São Paulo.
    expect(dayOf('America/Sao_Paulo', instant)).toBe('2025-05-31');
    expect(dayOf('Asia/Manila', instant)).toBe('2025-06-01');
    expect(startOfDay('Asia/Manila', '2025-06-01')).toBe(Date.UTC(2025, 4, 31, 16));
    expect(dayRange('America/Sao_Paulo', '2025-06-01', '2025-06-02')).toEqual([
      Date.UTC(2025, 5, 1, 3),
      Date.UTC(2025, 5, 3, 3),
    ]);
    // Daylight saving: New York's 9 March 2025 lasts 23 hours.
    const [from, to] = dayRange('America/New_York', '2025-03-09', '2025-03-09');
    expect(to - from).toBe(23 * 3_600_000);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('2025-02-28')).toBe(true);
  });
});

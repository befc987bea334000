import { describe, expect, it } from 'vitest';

import type { SlipBet } from '../../contract/lottery-orders';
import { minor } from '../../contract/money';
import { gameById, GAMES, playOf } from '../../server/domain/lottery/catalogue';
import type { LotteryError } from '../../server/domain/lottery/errors';
import { winMinor } from '../../server/domain/lottery/money';
import type { ParsedBet } from '../../server/domain/lottery/plays/play';
import { drawResult, vietnamTiers } from '../../server/domain/lottery/results';
import { lastDueSlot, openSlot, slotOfNumero } from '../../server/domain/lottery/schedule';
import { checkSlip } from '../../server/domain/lottery/slip';
import { hotGap } from '../../server/domain/lottery/stats';

const game = (id: number) => {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};
const parse = (gameId: number, playId: string, content: string): ParsedBet => {
  const parsed = playOf(game(gameId), playId)?.parse(content);
  if (!parsed || typeof parsed === 'string') throw new Error(`${content}: ${String(parsed)}`);
  return parsed;
};
const digitsOf = (value: number, width: number) => [...String(value).padStart(width, '0')];

/** Average return per staked single bet over every equally likely result. */
function exactReturn(bet: ParsedBet, results: string[][]) {
  const total = results.reduce((sum, result) => sum + bet.winHundredths(result), 0);
  return total / 100 / results.length / bet.betCount;
}
const allResults = (width: number) =>
  Array.from({ length: 10 ** width }, (_, n) => digitsOf(n, width));

describe('schedule and numeros', () => {
  const oneMinute = game(1001).schedule;
  const daily = game(1101).schedule;

  it("numbers fast draws per UTC day, the midnight draw being the day before's last", () => {
    const slot = openSlot(oneMinute, Date.UTC(2025, 5, 1, 12, 0, 30));
    expect(slot).toMatchObject({ numero: '20250601-0721', drawAt: Date.UTC(2025, 5, 1, 12, 1) });
    expect(slot.closeAt).toBe(slot.drawAt - 5000);
    expect(openSlot(oneMinute, Date.UTC(2025, 5, 1, 23, 59, 30)).numero).toBe('20250601-1440');
    expect(openSlot(oneMinute, Date.UTC(2025, 5, 2, 0, 0, 0)).numero).toBe('20250602-0001');
  });

  it('closes betting a few seconds before the draw: the next numero opens at the close', () => {
    const slot = openSlot(oneMinute, Date.UTC(2025, 5, 1, 12, 0, 54, 999));
    expect(slot.numero).toBe('20250601-0721');
    expect(openSlot(oneMinute, slot.closeAt).numero).toBe('20250601-0722');
    expect(lastDueSlot(oneMinute, slot.drawAt).numero).toBe('20250601-0721');
    expect(lastDueSlot(oneMinute, slot.drawAt - 1).numero).toBe('20250601-0720');
  });

  it('finds the slot of any numero it issued and rejects foreign ones', () => {
    for (const schedule of [oneMinute, game(1002).schedule, daily]) {
      for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2025, 0, 4); time += 7_777_777) {
        const slot = openSlot(schedule, time);
        expect(slotOfNumero(schedule, slot.numero)).toEqual(slot);
      }
    }
    expect(slotOfNumero(oneMinute, '20250601-1441')).toBeUndefined();
    expect(slotOfNumero(oneMinute, '20250231-0001')).toBeUndefined();
    expect(slotOfNumero(daily, '20250601-0001')).toBeUndefined();
    expect(openSlot(daily, Date.UTC(2025, 5, 1, 12, 58, 59)).numero).toBe('20250601');
    expect(openSlot(daily, Date.UTC(2025, 5, 1, 12, 59)).numero).toBe('20250602');
  });
});

describe('plays: bet counts and odds', () => {
  it('counts single bets as documented', () => {
    expect(parse(1001, '5D_POSITION', '1,2|||9|').betCount).toBe(3);
    expect(parse(1001, '5D_FRONT3', '1,2|3,4,5|6').betCount).toBe(6);
    expect(parse(1001, '5D_SUM', 'BIG,SMALL,ODD').betCount).toBe(3);
    expect(parse(2101, 'VN_LO', '07,15,99').betCount).toBe(3);
    expect(parse(2101, 'VN_3CANG', '007').betCount).toBe(1);
  });

  it('rejects malformed content with a reason', () => {
    const reject = (gameId: number, playId: string, content: string) =>
      playOf(game(gameId), playId)?.parse(content);
    expect(reject(1001, '5D_POSITION', '1,2|3')).toMatch(/5 positions/);
    expect(reject(1001, '5D_POSITION', '||||')).toMatch(/at least one/);
    expect(reject(1001, '5D_POSITION', '1,1||||')).toMatch(/repeats/);
    expect(reject(1001, '5D_FRONT3', '1||3')).toMatch(/every position/);
    expect(reject(1001, '5D_SUM', 'BIG,HUGE')).toMatch(/BIG, SMALL/);
    expect(reject(2101, 'VN_DE', '7,15')).toMatch(/2-digit/);
  });

  it('returns exactly the documented RTP on digit games (every result enumerated)', () => {
    const three = allResults(3);
    expect(exactReturn(parse(2001, '3D_DIRECT', '1|2|3'), three)).toBeCloseTo(0.98, 10);
    expect(exactReturn(parse(2001, '3D_DIRECT', '0,1,2,3,4|5,6|7'), three)).toBeCloseTo(0.98, 10);
    expect(exactReturn(parse(2001, '3D_POSITION', '0,1|2|3,4,5'), three)).toBeCloseTo(0.98, 10);
    for (const option of ['BIG', 'SMALL', 'ODD', 'EVEN'])
      expect(exactReturn(parse(2001, '3D_SUM', option), three)).toBeCloseTo(0.98, 10);
    const five = allResults(5);
    for (const option of ['BIG', 'SMALL', 'ODD', 'EVEN'])
      expect(exactReturn(parse(1001, '5D_SUM', option), five)).toBeCloseTo(0.98, 10);
    expect(exactReturn(parse(1001, '5D_FRONT3', '9|9|9'), five)).toBeCloseTo(0.98, 10);
  });

  it('pays Vietnamese plays on the special prize tail and on every prize tail (Lô)', () => {
    const special = (tail: string) => [`123${tail}`, ...Array.from({ length: 26 }, () => 'xx')];
    const de = parse(2101, 'VN_DE', '07');
    const deResults = Array.from({ length: 100 }, (_, n) => special(String(n).padStart(2, '0')));
    expect(exactReturn(de, deResults)).toBeCloseTo(0.98, 10);
    expect(parse(2101, 'VN_3CANG', '307').winHundredths(special('07'))).toBe(98_000);
    const lo = parse(2101, 'VN_LO', '07,15');
    const result = [
      '12307',
      '00015',
      '99907',
      ...Array.from({ length: 24 }, () => '50'),
      '07',
    ].slice(0, 27);
    expect(result.filter((prize) => ['07', '15'].includes(prize.slice(-2)))).toHaveLength(3);
    expect(lo.winHundredths(result)).toBe(3 * 360);
    // Each of 27 prizes ends with a given number with probability 1/100.
    expect(27 * (1 / 100) * 3.6).toBeCloseTo((playOf(game(2101), 'VN_LO')?.rtp ?? 0) / 100, 10);
  });

  it('rounds wins down to the cent', () => {
    expect(winMinor(196, minor(10), 1)).toBe(19); // 1.96 × 0.10 = 0.196
    expect(winMinor(980, minor(200), 3)).toBe(5880);
  });
});

describe('slip checks', () => {
  const one = (bet: Partial<SlipBet>) => () =>
    checkSlip(game(1001), [
      { playId: '5D_SUM', content: 'BIG', unit: 1, multiple: 1, betCount: 1, amount: 1, ...bet },
    ]);
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as LotteryError).errorCode;
    }
    return 'accepted';
  };

  it('accepts a consistent bet and names the first problem otherwise', () => {
    expect(code(one({}))).toBe('accepted');
    expect(code(one({ playId: 'VN_DE' }))).toBe('lottery.play.unknown');
    expect(code(one({ content: 'big' }))).toBe('lottery.content.invalid');
    expect(code(one({ betCount: 2, amount: 2 }))).toBe('lottery.bet.count');
    expect(code(one({ amount: 2 }))).toBe('lottery.bet.amount');
    expect(code(one({ unit: 3, amount: 3 }))).toBe('lottery.unit.invalid');
    expect(code(one({ multiple: 1000, amount: 1000 }))).toBe('lottery.multiple.invalid');
    expect(
      code(one({ unit: 10, multiple: 999, content: 'BIG,SMALL,ODD', betCount: 3, amount: 29_970 })),
    ).toBe('lottery.limit.bet');
    expect(
      code(one({ playId: '5D_FRONT3', content: '1|2|3', unit: 10, multiple: 30, amount: 300 })),
    ).toBe('lottery.limit.win'); // 980 × 300 = 294,000 > 200,000
    expect(code(() => checkSlip(game(1001), []))).toBe('lottery.slip.size');
  });
});

describe('draws and statistics', () => {
  it('draws uniform digits and Vietnamese tiers of the right widths', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1)
      for (const digit of drawResult({ kind: 'digits', count: 5 })) counts[Number(digit)]! += 1;
    for (const count of counts) expect(count / 50_000).toBeGreaterThan(0.09);
    const tiers = vietnamTiers(drawResult({ kind: 'vietnam' }));
    expect(Object.values(tiers).flat()).toHaveLength(27);
    expect(tiers.special?.[0]).toMatch(/^\d{5}$/);
    expect(tiers.seventh?.every((number) => /^\d{2}$/.test(number))).toBe(true);
  });

  it('counts hot digits and gaps per position, newest draw first', () => {
    const stats = hotGap({ kind: 'digits', count: 3 }, [
      ['1', '2', '3'],
      ['1', '5', '3'],
      ['4', '2', '0'],
    ]);
    const first = stats[0]?.digits;
    expect(first?.find((row) => row.digit === '1')).toEqual({ digit: '1', hot: 2, gap: 0 });
    expect(first?.find((row) => row.digit === '4')).toEqual({ digit: '4', hot: 1, gap: 2 });
    expect(first?.find((row) => row.digit === '9')).toEqual({ digit: '9', hot: 0, gap: 3 });
    expect(stats[1]?.digits.find((row) => row.digit === '5')).toEqual({
      digit: '5',
      hot: 1,
      gap: 1,
    });
  });

  it('every game of the catalogue has plays, limits and a unit of 1', () => {
    for (const entry of GAMES) {
      expect(entry.plays.length).toBeGreaterThan(0);
      expect(entry.settings.units).toContain(1);
    }
    expect(
      GAMES.some((entry) => entry.prizeMode === 'ELOTT' && entry.vendor === 'TCG_LOTTO_VN'),
    ).toBe(true);
  });
});

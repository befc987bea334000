import { numberList, type ParsedBet, type Play } from './play';

/** 27 numbers per draw (results.ts), the special prize first. */
const PRIZE_COUNT = 27;

/**
 * Đề (2D) and 3 càng (3D): numbers of `width` digits; each is one bet and wins when the special
 * prize ends with it (probability 1 in 10^width, paid 0.98 × 10^width).
 */
export function specialTailPlay(playId: string, name: string, width: number): Play {
  const odds = 10 ** width * 98;
  return {
    playId,
    name,
    rule: `Pick ${width}-digit numbers; each is one bet and wins when the special prize ends with it.`,
    picker: { type: 'numbers', width, count: 10 ** width },
    odds: odds / 100,
    rtp: 98,
    parse(content): ParsedBet | string {
      const numbers = numberList(content, width);
      if (typeof numbers === 'string') return numbers;
      return {
        betCount: numbers.length,
        maxWinHundredths: odds,
        winHundredths: (result) => (numbers.includes((result[0] ?? '').slice(-width)) ? odds : 0),
      };
    },
  };
}

/**
 * Lô (2D): each 2-digit number is one bet, paid 3.60× for every prize (of 27) that ends with it.
 * A number is expected 27/100 times per draw: 0.27 × 3.6 = a 97.2% return.
 */
export function loPlay(playId: string): Play {
  const odds = 360;
  return {
    playId,
    name: 'Lô 2D',
    rule: 'Pick 2-digit numbers; each is one bet and wins 3.6× for every one of the 27 prizes ending with it.',
    picker: { type: 'numbers', width: 2, count: 100 },
    odds: odds / 100,
    rtp: 97.2,
    parse(content): ParsedBet | string {
      const numbers = numberList(content, 2);
      if (typeof numbers === 'string') return numbers;
      return {
        betCount: numbers.length,
        // Every prize ends with at most one of the picked numbers.
        maxWinHundredths: PRIZE_COUNT * odds,
        winHundredths: (result) =>
          result.filter((prize) => numbers.includes(prize.slice(-2))).length * odds,
      };
    },
  };
}

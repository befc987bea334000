import type { ParsedBet, Play } from './play';

export const SUM_OPTIONS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/**
 * Big/small/odd/even of the sum of `count` digits. The sum's distribution is symmetric around
 * 4.5 × count, so BIG (above the middle) and SMALL each have probability exactly 1/2, as do ODD
 * and EVEN (the last digit alone decides the parity): 1.96× is a 98% return.
 */
export function sumPlay(playId: string, count: number): Play {
  const odds = 196;
  const bigFrom = Math.ceil((9 * count) / 2);
  const wins = (option: string, sum: number) =>
    option === 'BIG'
      ? sum >= bigFrom
      : option === 'SMALL'
        ? sum < bigFrom
        : (sum % 2 === 1) === (option === 'ODD');
  return {
    playId,
    name: 'Sum big/small/odd/even',
    rule: `Bet on the sum of the ${count} digits: BIG is ${bigFrom} or more, SMALL below; ODD or EVEN. Each option is one bet.`,
    picker: { type: 'options', options: [...SUM_OPTIONS] },
    odds: odds / 100,
    rtp: 98,
    parse(content): ParsedBet | string {
      const options = content.split(',');
      if (options.some((option) => !(SUM_OPTIONS as readonly string[]).includes(option)))
        return `"${content}" is not a list of BIG, SMALL, ODD, EVEN`;
      if (new Set(options).size !== options.length) return `"${content}" repeats an option`;
      const sides =
        Number(options.some((o) => o === 'BIG' || o === 'SMALL')) +
        Number(options.some((o) => o === 'ODD' || o === 'EVEN'));
      return {
        betCount: options.length,
        maxWinHundredths: sides * odds,
        winHundredths(result) {
          const sum = result.slice(0, count).reduce((total, digit) => total + Number(digit), 0);
          return options.filter((option) => wins(option, sum)).length * odds;
        },
      };
    },
  };
}

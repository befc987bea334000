import { DIGITS, digitGroup, type ParsedBet, type Play } from './play';

const positionNames = (count: number) => Array.from({ length: count }, (_, i) => `P${i + 1}`);

/** `"1,3||5"` → one digit group per position, or an error text. */
function groups(content: string, count: number): string[][] | string {
  const parts = content.split('|');
  if (parts.length !== count)
    return `needs ${count} positions separated by | (got ${parts.length})`;
  const parsed: string[][] = [];
  for (const part of parts) {
    const group = digitGroup(part);
    if (typeof group === 'string') return group;
    parsed.push(group);
  }
  return parsed;
}

/** Position digit: a digit per position; each digit is one bet, won when it is drawn there. */
export function positionDigitPlay(playId: string, count: number): Play {
  const odds = 980;
  return {
    playId,
    name: 'Position digit',
    rule: `Pick digits for any of the ${count} positions; each digit is one bet and wins when that position draws it.`,
    picker: {
      type: 'positions',
      positions: positionNames(count),
      digits: DIGITS,
      everyPosition: false,
    },
    odds: odds / 100,
    rtp: 98,
    parse(content): ParsedBet | string {
      const picked = groups(content, count);
      if (typeof picked === 'string') return picked;
      const betCount = picked.reduce((sum, group) => sum + group.length, 0);
      if (!betCount) return 'pick at least one digit';
      return {
        betCount,
        maxWinHundredths: picked.filter((group) => group.length).length * odds,
        winHundredths: (result) =>
          picked.filter((group, i) => group.includes(result[i] ?? '')).length * odds,
      };
    },
  };
}

/**
 * Direct: a digit group for each of `count` positions starting at `first`; every combination is
 * one bet, and exactly the drawn combination wins.
 */
export function directPlay(playId: string, name: string, count: number, first = 0): Play {
  const odds = 10 ** count * 98;
  return {
    playId,
    name,
    rule: `Pick at least one digit for each of the ${count} positions; every combination is one bet and wins when drawn in order.`,
    picker: {
      type: 'positions',
      positions: positionNames(count),
      digits: DIGITS,
      everyPosition: true,
    },
    odds: odds / 100,
    rtp: 98,
    parse(content): ParsedBet | string {
      const picked = groups(content, count);
      if (typeof picked === 'string') return picked;
      if (picked.some((group) => !group.length)) return 'pick at least one digit in every position';
      return {
        betCount: picked.reduce((product, group) => product * group.length, 1),
        maxWinHundredths: odds,
        winHundredths: (result) =>
          picked.every((group, i) => group.includes(result[first + i] ?? '')) ? odds : 0,
      };
    },
  };
}

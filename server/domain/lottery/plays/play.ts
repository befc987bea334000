import type { Picker } from '../../../../contract/lottery';

/** A validated bet content: how many single bets it holds and what it wins on a result. */
export interface ParsedBet {
  betCount: number;
  /** Sum of the odds of its winning single bets, in hundredths (9.80× = 980). */
  winHundredths(result: readonly string[]): number;
  /** The most it can win on any result, in hundredths: checked against the game's maximum win. */
  maxWinHundredths: number;
}

export interface Play {
  playId: string;
  name: string;
  /** The rule in plain English (the client shows its own translation, keyed by playId). */
  rule: string;
  /** How the client lets a player pick a bet's content (answered by the play menu). */
  picker: Picker;
  /** Paid per winning single bet, as a multiple of the stake: 9.8 pays 9.80 for 1.00. */
  odds: number;
  /** Return to player in percent over all results (documented, tested). */
  rtp: number;
  parse(content: string): ParsedBet | string;
}

export const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** `"1,3,5"` → ['1','3','5']; `""` → []; an error text for anything else (repeats, letters). */
export function digitGroup(text: string): string[] | string {
  if (text === '') return [];
  const digits = text.split(',');
  if (digits.some((digit) => !/^\d$/.test(digit)))
    return `"${text}" is not a list of digits like 1,3,5`;
  if (new Set(digits).size !== digits.length) return `"${text}" repeats a digit`;
  return digits;
}

/** `"07,15"` → fixed-width numbers, distinct, at least one. */
export function numberList(text: string, width: number): string[] | string {
  const numbers = text.split(',');
  const shape = new RegExp(`^\\d{${width}}$`);
  if (numbers.some((number) => !shape.test(number)))
    return `"${text}" is not a list of ${width}-digit numbers like ${'0'.repeat(width - 1)}7,${'1'.repeat(width)}`;
  if (new Set(numbers).size !== numbers.length) return `"${text}" repeats a number`;
  return numbers;
}

import type { Picker } from '../types';

/** Picked values per group: one group per position, or a single group for options and numbers. */
export type Selection = string[][];

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const QUICK_PICKS: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

export const emptySelection = (picker: Picker): Selection =>
  picker.type === 'positions' ? picker.positions.map(() => []) : [[]];

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/**
 * The values of `domain` a quick pick selects: big/small are the upper/lower half (5–9 and 0–4 of
 * the digits, 50–99 and 00–49 of two-digit numbers), odd/even go by the last digit.
 */
export function quickPick(pick: QuickPick, domain: readonly string[]): string[] {
  const sorted = [...domain].sort(byNumber);
  const half = Math.ceil(sorted.length / 2);
  const parity = (value: string) => Number(value.at(-1)) % 2;
  switch (pick) {
    case 'all':
      return sorted;
    case 'big':
      return sorted.slice(half);
    case 'small':
      return sorted.slice(0, half);
    case 'odd':
      return sorted.filter((value) => parity(value) === 1);
    case 'even':
      return sorted.filter((value) => parity(value) === 0);
    case 'clear':
      return [];
  }
}

/** Applies a quick pick to one group: values of `domain` are replaced, values outside it kept. */
export function applyQuickPick(
  group: readonly string[],
  pick: QuickPick,
  domain: readonly string[],
): string[] {
  const outside = group.filter((value) => !domain.includes(value));
  return [...outside, ...quickPick(pick, domain)].sort(byNumber);
}

export function toggleValue(group: readonly string[], value: string): string[] {
  return group.includes(value)
    ? group.filter((item) => item !== value)
    : [...group, value].sort(byNumber);
}

/** The bet row content of docs/api.md: `1,3||7` for positions, `BIG,ODD`, `07,15`. */
export function contentOf(picker: Picker, selection: Selection): string {
  if (picker.type === 'positions') return selection.map((group) => group.join(',')).join('|');
  const group = selection[0] ?? [];
  if (picker.type === 'options')
    return picker.options.filter((option) => group.includes(option)).join(',');
  return [...group].sort(byNumber).join(',');
}

/** Single bets in a selection, counted as the server does (product when every position is needed). */
export function betCountOf(picker: Picker, selection: Selection): number {
  if (picker.type === 'positions') {
    const sizes = selection.map((group) => group.length);
    if (picker.everyPosition) return sizes.reduce((product, size) => product * size, 1);
    return sizes.reduce((sum, size) => sum + size, 0);
  }
  return (selection[0] ?? []).length;
}

/** Fixed-width numbers of one page of 100 (`00`–`99`, or `300`–`399` for width 3 page 3). */
export function numberPage(width: number, page: number): string[] {
  const start = width > 2 ? page * 100 : 0;
  return Array.from({ length: 100 }, (_, i) => String(start + i).padStart(width, '0'));
}

/** Typed numbers (`07 15,99`) of the right width; `invalid` lists what is not one. */
export function parseTypedNumbers(text: string, width: number) {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const shape = new RegExp(`^\\d{${width}}$`);
  const valid = [...new Set(tokens.filter((token) => shape.test(token)))].sort(byNumber);
  return { valid, invalid: tokens.filter((token) => !shape.test(token)) };
}

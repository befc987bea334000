import { describe, expect, it } from 'vitest';

import {
  applyQuickPick,
  betCountOf,
  contentOf,
  emptySelection,
  numberPage,
  parseTypedNumbers,
  quickPick,
  toggleValue,
} from '../../../src/features/lottery/start/picks';
import type { Picker } from '../../../src/features/lottery/types';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const positions = (count: number, everyPosition: boolean): Picker => ({
  type: 'positions',
  positions: Array.from({ length: count }, (_, i) => `P${i + 1}`),
  digits: DIGITS,
  everyPosition,
});

describe('quick picks', () => {
  it('splits the digits into big/small halves and odd/even by parity', () => {
    expect(quickPick('all', DIGITS)).toEqual(DIGITS);
    expect(quickPick('big', DIGITS)).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick('small', DIGITS)).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick('odd', DIGITS)).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick('even', DIGITS)).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick('clear', DIGITS)).toEqual([]);
  });

  it('works on two-digit numbers and on a page of three-digit numbers', () => {
    const page = numberPage(2, 0);
    expect(page).toHaveLength(100);
    expect(quickPick('big', page)[0]).toBe('50');
    expect(quickPick('small', page).at(-1)).toBe('49');
    expect(quickPick('odd', page)).toHaveLength(50);
    const hundreds = numberPage(3, 3);
    expect(hundreds[0]).toBe('300');
    expect(quickPick('big', hundreds)).toEqual(hundreds.slice(50));
  });

  it('replaces only the values of the page it acts on', () => {
    const group = ['007', '305'];
    const result = applyQuickPick(group, 'even', numberPage(3, 3));
    expect(result).toContain('007');
    expect(result).not.toContain('305');
    expect(result).toContain('300');
    expect(applyQuickPick(group, 'clear', numberPage(3, 3))).toEqual(['007']);
  });

  it('toggles a value in and out, keeping numeric order', () => {
    expect(toggleValue(['1', '7'], '3')).toEqual(['1', '3', '7']);
    expect(toggleValue(['1', '3', '7'], '3')).toEqual(['1', '7']);
  });
});

describe('content and bet count (as the server parses them)', () => {
  it('counts position digits one bet each, with empty positions allowed', () => {
    const picker = positions(5, false);
    const selection = [['1', '3'], [], [], ['7'], []];
    expect(contentOf(picker, selection)).toBe('1,3|||7|');
    expect(betCountOf(picker, selection)).toBe(3);
    expect(betCountOf(picker, emptySelection(picker))).toBe(0);
  });

  it('multiplies the group sizes when every position is needed', () => {
    const picker = positions(3, true);
    expect(contentOf(picker, [['1', '2'], ['3'], ['4']])).toBe('1,2|3|4');
    expect(betCountOf(picker, [['1', '2'], ['3'], ['4', '5', '6']])).toBe(6);
    expect(betCountOf(picker, [['1', '2'], [], ['4']])).toBe(0);
  });

  it('orders options as the picker lists them and numbers by value', () => {
    const options: Picker = { type: 'options', options: ['BIG', 'SMALL', 'ODD', 'EVEN'] };
    expect(contentOf(options, [['ODD', 'BIG']])).toBe('BIG,ODD');
    expect(betCountOf(options, [['ODD', 'BIG']])).toBe(2);
    const numbers: Picker = { type: 'numbers', width: 2, count: 100 };
    expect(contentOf(numbers, [['15', '07', '99']])).toBe('07,15,99');
    expect(betCountOf(numbers, [['15', '07', '99']])).toBe(3);
  });

  it('reads typed numbers of the right width and reports the rest', () => {
    expect(parseTypedNumbers('07 15,99;07  7 123', 2)).toEqual({
      valid: ['07', '15', '99'],
      invalid: ['7', '123'],
    });
  });
});

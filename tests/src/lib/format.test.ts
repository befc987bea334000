import { describe, expect, it } from 'vitest';

import { daysSince, formatAmount } from '../../../src/lib/format';
import { formatDate } from '../../../src/lib/format-date';

describe('formatAmount', () => {
  it('always shows two decimals in the locale', () => {
    expect(formatAmount(1000, 'en')).toBe('1,000.00');
    expect(formatAmount(1234.5, 'pt')).toBe('1.234,50');
    expect(formatAmount(0.005, 'en')).toBe('0.01');
  });
});

describe('daysSince', () => {
  const day = 86_400_000;
  it('counts whole days and never goes negative', () => {
    const reg = Date.UTC(2025, 0, 1, 12);
    expect(daysSince(reg, reg + 3 * day + day / 2)).toBe(3);
    expect(daysSince(reg, reg + day - 1)).toBe(0);
    expect(daysSince(reg + day, reg)).toBe(0);
  });
});

describe('formatDate', () => {
  const date = new Date(2025, 2, 7, 9, 5, 30);

  it('writes each language its own way, not one fixed pattern', () => {
    expect(formatDate(date, 'date', 'en')).toBe('03/07/2025');
    expect(formatDate(date, 'date', 'pt')).toBe('07/03/2025');
    expect(formatDate(date, 'date', 'de')).toBe('07.03.2025');
    expect(formatDate(date, 'date', 'ja')).toBe('2025/03/07');
    expect(formatDate(date, 'time', 'en')).toMatch(/^09:05\sAM$/);
    expect(formatDate(date, 'time', 'fr')).toBe('09:05');
    expect(formatDate(date, 'dayTime', 'pt')).toBe('07/03, 09:05');
    expect(formatDate(date, 'dateTimeSeconds', 'ko')).toMatch(/2025\. 03\. 07\..*09:05:30/);
  });

  it('accepts epoch ms and ISO text, and shows nothing for an invalid date', () => {
    expect(formatDate(date.getTime(), 'date', 'en')).toBe('03/07/2025');
    expect(formatDate('2025-03-07T12:00:00', 'date', 'en')).toBe('03/07/2025');
    expect(formatDate('not a date', 'date', 'en')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';

import { loadDateLocale } from '../../../src/lib/date-locales';
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
  it('formats with a dayjs pattern and uses the lazily loaded locale', async () => {
    const date = new Date(2025, 2, 7, 9, 5);
    expect(formatDate(date, 'MM/DD HH:mm')).toBe('03/07 09:05');
    expect(formatDate(date, 'MMMM', 'pt')).toBe('March');
    await loadDateLocale('pt');
    expect(formatDate(date, 'MMMM', 'pt')).toBe('março');
  });
});

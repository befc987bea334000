import { afterEach, describe, expect, it } from 'vitest';

import { formatDate } from '../../../src/lib/format-date';
import {
  currentLanguage,
  i18n,
  initI18n,
  initialLanguage,
  setLanguage,
} from '../../../src/lib/i18n';

const tenant = {
  languages: { default: 'pt' as const, available: ['pt' as const, 'en' as const, 'ar' as const] },
};

afterEach(async () => {
  await setLanguage('en');
});

describe('initialLanguage', () => {
  it('uses the stored choice when the tenant offers it', () => {
    localStorage.setItem('wl_lang', 'en');
    expect(initialLanguage(tenant)).toBe('en');
  });

  it('falls back to the tenant default for a missing, unknown or unoffered choice', () => {
    expect(initialLanguage(tenant)).toBe('pt');
    localStorage.setItem('wl_lang', 'fil');
    expect(initialLanguage(tenant)).toBe('pt');
    localStorage.setItem('wl_lang', 'klingon');
    expect(initialLanguage(tenant)).toBe('pt');
  });
});

describe('setLanguage', () => {
  it('loads the language lazily, persists wl_lang and sets <html lang dir>', async () => {
    await setLanguage('pt');
    expect(i18n.t('cancel')).toBe('Cancelar');
    expect(localStorage.getItem('wl_lang')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.documentElement.dir).toBe('ltr');
    expect(currentLanguage()).toBe('pt');
    expect(formatDate(new Date(2025, 2, 7), 'date', currentLanguage())).toBe('07/03/2025');
  });

  it('initialises once however often it is asked', () => {
    expect(initI18n(tenant)).toBe(initI18n(tenant));
  });

  it('sets dir=rtl and Arabic texts for Arabic', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('cancel')).toMatch(/\p{Script=Arabic}/u);
  });

  it('uses Intl plural categories, including Portuguese many', async () => {
    await setLanguage('pt');
    expect(i18n.t('items_count', { count: 1 })).toBe('1 item');
    expect(i18n.t('items_count', { count: 2 })).toBe('2 itens');
    expect(i18n.t('items_count', { count: 1_000_000 })).toMatch(/de itens$/);
    await setLanguage('fil');
    // Filipino counts 1, 2, 3, 5, 7, 8 … as 'one'; 4, 6, 9 endings as 'other'.
    expect(i18n.t('items_count', { count: 3 })).toBe('3 aytem');
    expect(i18n.t('items_count', { count: 4 })).toBe('4 na aytem');
  });
});

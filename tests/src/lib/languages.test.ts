import { describe, expect, it } from 'vitest';

import { LANGUAGE_CODES } from '../../../schema/constants';
import { isLanguageCode, LANGUAGES, platformLanguageCode } from '../../../src/lib/languages';

describe('languages', () => {
  it('lists the 30 unique codes of LANGUAGE_CODES in order', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
    expect(codes).toEqual([...LANGUAGE_CODES]);
  });

  it('gives every language a native name, a flag and a platform code', () => {
    for (const language of LANGUAGES) {
      expect(language.nativeName.trim()).not.toBe('');
      expect([...language.flag]).toHaveLength(2);
      expect(language.platformCode).toMatch(/^[A-Z]+(_[A-Z]+)?$/);
    }
    expect(new Set(LANGUAGES.map((language) => language.platformCode)).size).toBe(30);
  });

  it('uses the platform codes the API expects', () => {
    expect(platformLanguageCode('en')).toBe('EN');
    expect(platformLanguageCode('pt')).toBe('PT');
    expect(platformLanguageCode('fil')).toBe('FIL');
    expect(platformLanguageCode('zh-TW')).toBe('ZH_TW');
  });

  it('marks exactly ar, fa and ur right-to-left', () => {
    expect(
      LANGUAGES.filter((language) => language.rtl)
        .map((language) => language.code)
        .sort(),
    ).toEqual(['ar', 'fa', 'ur']);
  });

  it('recognises codes', () => {
    expect(isLanguageCode('fil')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { textLength } from '../../../src/features/content/components/BoundedText';
import { activeIndex } from '../../../src/features/content/help/HelpDetailScreen';

describe('help detail ?i=', () => {
  it.each([
    [null, 0],
    ['2', 2],
    ['4', 4],
    ['5', 0],
    ['-1', 0],
    ['1.5', 0],
    ['abc', 0],
  ])('i=%s of 5 entries picks %i', (raw, expected) => {
    expect(activeIndex(raw, 5)).toBe(expected);
  });
});

describe('bounded text length', () => {
  it('counts characters as a person does, after trimming, like the server', () => {
    expect(textLength('  abc  ')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('')).toBe(0);
  });
});

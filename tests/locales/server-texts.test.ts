import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SERVER_TEXT_LANGUAGES, serverTexts } from '../../server/locales';
import type { ServerTexts } from '../../server/locales';

const BRAND = 'Brand Zeta';
const AGE = 19;
const TICKET = 4711;
/** Words a language may share with English (a game's name such as "Dragon", "Odds", "VIP"). */
const MAX_IDENTICAL = 6;

/** Every text of a language as path → string, functions called with sample arguments. */
function flatten(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  const add = (key: string, item: unknown) => {
    for (const [k, v] of flatten(item, path ? `${path}.${key}` : key)) out.set(k, v);
  };
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => add(String(index), item));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) add(key, item);
  return out;
}

function textsOf(texts: ServerTexts): Map<string, string> {
  return flatten({
    ...texts,
    system: {
      welcome: texts.system.welcome(BRAND),
      autoReplyBody: texts.system.autoReplyBody(TICKET),
      feedbackReply: texts.system.feedbackReply,
    },
    content: texts.content(BRAND, AGE),
  });
}

const tags = (text: string) => (text.match(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi) ?? []).sort().join();
const slots = (text: string) =>
  [BRAND, String(AGE), `#${TICKET}`, '{0}'].filter((slot) => text.includes(slot)).join();

const english = textsOf(serverTexts('en'));
const files = readdirSync(join(__dirname, '../../server/locales'))
  .filter((file) => !['index.ts', 'types.ts'].includes(file))
  .map((file) => file.replace(/\.ts$/, ''));

describe('server texts', () => {
  it('registers every language file of server/locales', () => {
    expect([...SERVER_TEXT_LANGUAGES].sort()).toEqual(files.sort());
  });

  describe.each(SERVER_TEXT_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const translated = textsOf(serverTexts(language));

    it('has every text of English, none empty', () => {
      expect([...translated.keys()]).toEqual([...english.keys()]);
      expect([...translated].filter(([, text]) => !text.trim()).map(([path]) => path)).toEqual([]);
    });

    it('keeps the markup and the brand, age, ticket and {0} slots of English', () => {
      const differing = [...translated].filter(([path, text]) => {
        const source = english.get(path) ?? '';
        return tags(text) !== tags(source) || slots(text) !== slots(source);
      });
      expect(differing.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    });

    it('is translated, not English', () => {
      const identical = [...translated].filter(
        ([path, text]) => text === english.get(path) && /\p{L}{3,}/u.test(text),
      );
      expect(identical.length, identical.map(([path]) => path).join(', ')).toBeLessThanOrEqual(
        MAX_IDENTICAL,
      );
    });
  });
});

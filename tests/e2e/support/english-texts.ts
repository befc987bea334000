import { readFileSync } from 'node:fs';

import { flattenDictionary, namespaceFiles } from '../../../schema/dictionaries';
import { serverTexts } from '../../../server/locales';

const dictionaryValues = (language: string): Map<string, string> => {
  const values = new Map<string, string>();
  for (const file of namespaceFiles()) {
    const tree = JSON.parse(readFileSync(`src/locales/${language}/${file}`, 'utf8')) as never;
    for (const [key, value] of flattenDictionary(tree)) values.set(`${file}:${key}`, value);
  }
  return values;
};

const seededTexts = (language: string): string[] => {
  const { demo, promotions } = serverTexts(language);
  return [
    demo.bannerWelcome,
    demo.bannerDeposit,
    demo.bannerRegister,
    ...demo.marquee,
    demo.popupGuest[0],
    demo.popupMember[0],
    demo.popupFirstLogin[0],
    ...Object.values(promotions).flatMap((promotion) => [promotion.title, promotion.summary]),
  ];
};

/**
 * English texts that must not be on screen in `language`: every English dictionary string with a
 * word in it and no {{variable}} that the language says differently (a brand name it keeps is
 * allowed), plus the seeded announcements and promotions.
 */
export function englishTextsAbsentIn(language: string): string[] {
  const english = dictionaryValues('en');
  const translated = dictionaryValues(language);
  const own = new Set(translated.values());
  const absent = new Set<string>();
  for (const [key, text] of english) {
    const plain = text.trim();
    if (!/\p{L}{3,}/u.test(plain) || plain.includes('{{') || own.has(plain)) continue;
    if (translated.get(key) !== text) absent.add(plain);
  }
  const local = new Set(seededTexts(language));
  for (const text of seededTexts('en')) if (!local.has(text)) absent.add(text);
  return [...absent];
}

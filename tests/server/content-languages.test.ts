import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { languageChain, serverTexts } from '../../server/locales';
import { LUCKY7, loginToken, testApp } from './support/app';

let app: FastifyInstance;
let agent: string;

beforeAll(async () => {
  ({ app } = await testApp());
  agent = await loginToken(app, LUCKY7, 'agent1');
});
afterAll(() => app.close());

async function get<T>(url: string, language?: string, token?: string): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      merchant: LUCKY7,
      ...(language ? { language } : {}),
      ...(token ? { authorization: token } : {}),
    },
  });
  return response.json<{ value: T }>().value;
}

const marquee = async (language?: string) =>
  (
    await get<{ list: { title: string }[] }>(
      '/wps/relay/MCSFE_getListAnnouncements?platform=M&types=PL',
      language,
    )
  ).list.map((item) => item.title);

describe('content in the player’s language', () => {
  const english = serverTexts('en').demo;
  const portuguese = serverTexts('pt').demo;

  it('answers announcements in the language asked for when the tenant offers it', async () => {
    expect(await marquee()).toEqual(portuguese.marquee);
    expect(await marquee('EN')).toEqual(english.marquee);
    expect(await marquee('en-GB')).toEqual(english.marquee);
  });

  it('answers the tenant default for a language the tenant does not offer', async () => {
    expect(await marquee('FIL')).toEqual(portuguese.marquee);
    expect(await marquee('KLINGON')).toEqual(portuguese.marquee);
  });

  it('answers notices and agent notices in the asked language, read state kept', async () => {
    type Notices = { content: { title: string }[] };
    const notices = await get<Notices>(
      '/wps/relay/CCSFE_getNoticeList?types=A&pageNo=1&pageSize=10',
      'EN',
      agent,
    );
    expect(notices.content.map((row) => row.title)).toEqual(
      expect.arrayContaining([...english.agentNotices]),
    );
    const inPortuguese = await get<Notices>(
      '/wps/relay/CCSFE_getNoticeList?types=A&pageNo=1&pageSize=10',
      undefined,
      agent,
    );
    expect(inPortuguese.content.map((row) => row.title)).toEqual(
      expect.arrayContaining([...portuguese.agentNotices]),
    );
  });
});

describe('seeded notices', () => {
  it('are answered in the asked language too', async () => {
    type Notices = { content: { title: string }[] };
    const url = '/wps/relay/CCSFE_getNoticeList?types=H&pageNo=1&pageSize=20';
    const titles = async (language?: string) =>
      (await get<Notices>(url, language)).content.map((row) => row.title);
    const noticeTitles = (language: string) =>
      serverTexts(language)
        .content('Lucky7', 18)
        .notices.map(([title]) => title);
    expect(await titles('EN')).toEqual(expect.arrayContaining(noticeTitles('en')));
    expect(await titles()).toEqual(expect.arrayContaining(noticeTitles('pt')));
  });
});

describe('language chain', () => {
  const royal88 = { default: 'en', available: ['en', 'zh', 'zh-TW', 'ja'] };

  it('goes from the exact language to its base, the tenant default, then English', () => {
    expect(languageChain('ZH_TW', royal88)).toEqual(['zh-TW', 'zh', 'en']);
    expect(languageChain('zh-HK', royal88)).toEqual(['zh', 'en']);
    expect(languageChain('JA', { default: 'pt', available: ['pt', 'ja'] })).toEqual([
      'ja',
      'pt',
      'en',
    ]);
  });

  it('skips what the tenant does not offer and anything that is not a language', () => {
    expect(languageChain('PT', royal88)).toEqual(['en']);
    expect(languageChain(undefined, { default: 'fil', available: ['fil', 'en'] })).toEqual([
      'fil',
      'en',
    ]);
    expect(languageChain('<script>', royal88)).toEqual(['en']);
  });
});

describe('demo game pages', () => {
  const page = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/demo-games/slot.html${query}` })).body;
  const textsIn = (html: string) =>
    JSON.parse(
      /<script id="demo-texts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, string>;

  it('carry their texts in the language the site asks for, English otherwise', async () => {
    expect(textsIn(await page('?lang=pt'))).toMatchObject({
      spin: 'Girar',
      locale: 'pt',
      dir: 'ltr',
    });
    expect(textsIn(await page('?lang=PT-BR'))).toMatchObject({ spin: 'Girar', locale: 'pt' });
    expect(textsIn(await page(''))).toMatchObject({ spin: 'Spin', locale: 'en' });
    expect(textsIn(await page('?lang=%3C/script%3E'))).toMatchObject({ locale: 'en' });
  });
});

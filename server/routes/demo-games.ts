import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { getDemoGameState, playDemoRound } from '../../contract/demo-games';
import { RTL_LANGUAGES } from '../../schema/constants';
import type { GameRecord } from '../domain/games';
import { InsufficientFundsError } from '../domain/ledger';
import {
  gameRules,
  type GameTicket,
  playBalance,
  PlayError,
  playRound,
  readTicket,
  secureSource,
  ticketGame,
  ticketInvalid,
  ticketKey,
} from '../domain/play';
import { serve } from '../http/contract-route';
import { languageChain, SERVER_TEXT_LANGUAGES, serverTexts } from '../locales';

const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'demo-games');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
/** The pages load only their own files; the API is same-origin; only the site's origin frames them. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof InsufficientFundsError || error instanceof PlayError) {
    const status = error instanceof PlayError ? error.status : 400;
    return reply.code(status).send({ errorCode: error.errorCode, message: error.message });
  }
  throw error;
}

/** The page with its texts in `lang` (or English) as JSON for demo.js; `<` escaped so it stays data. */
function withTexts(html: string, lang: unknown): string {
  const [language = 'en'] = languageChain(lang, {
    default: 'en',
    available: SERVER_TEXT_LANGUAGES,
  });
  const texts = {
    ...serverTexts(language).demoGame,
    locale: language,
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
  };
  const json = JSON.stringify(texts).replaceAll('<', '\\u003c');
  return html.replace(
    '</head>',
    `<script id="demo-texts" type="application/json">${json}</script></head>`,
  );
}

/** The demo games of the reference server: static pages under /demo-games and their small API. */
export async function demoGameRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const key = ticketKey(app.deps.signingSecret);
  const files = new Set(await readdir(PAGES_DIR));

  async function ticketAndGame(token: string): Promise<{ ticket: GameTicket; game: GameRecord }> {
    const ticket = readTicket(key, now, token);
    const game = ticket && (await ticketGame(db, ticket));
    if (!ticket || !game) throw ticketInvalid();
    return { ticket, game };
  }

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/demo-games/:file',
    async (request, reply) => {
      const { file } = request.params;
      const type = TYPES[extname(file)];
      if (!files.has(file) || !type) return reply.code(404).type('text/plain').send('Not found');
      reply.header('cache-control', 'no-cache').header('content-security-policy', CSP);
      const body = await readFile(join(PAGES_DIR, file));
      if (extname(file) !== '.html') return reply.type(type).send(body);
      return reply.type(type).send(withTexts(body.toString('utf8'), request.query.lang));
    },
  );

  serve(app, getDemoGameState, async (request, reply) => {
    try {
      const { ticket, game } = await ticketAndGame(request.query.ticket);
      return { ...(await playBalance(db, ticket)), game: gameRules(game) };
    } catch (error) {
      return refuse(reply, error);
    }
  });

  serve(app, playDemoRound, async (request, reply) => {
    try {
      const { ticket, game } = await ticketAndGame(request.body.ticket);
      const { bet, roundId, choice } = request.body;
      const { replayed: _replayed, ...result } = await playRound(db, now, secureSource, {
        tenantId: ticket.tenantId,
        memberId: ticket.memberId,
        trial: ticket.trial,
        game,
        roundId,
        bet,
        choice,
      });
      return result;
    } catch (error) {
      return refuse(reply, error);
    }
  });
}

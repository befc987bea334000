import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { gameCatalogue } from '../db/seed/games/catalogue';
import { VENDORS } from '../db/seed/games/vendors';
import { TEAMS } from '../domain/games/hot-matches';
import { gameTileSvg, teamCrestSvg, vendorMarkSvg } from '../domain/games/icons';
import { type Picture, drawnPicture, servePicture } from '../http/svg-picture';

const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** How to draw each icon, by the code in its URL. */
function iconIndex() {
  const games = new Map(
    gameCatalogue().map((game) => [
      game.gameCode,
      () =>
        gameTileSvg({
          name: game.name,
          gameType: game.gameType,
          classify: game.classify,
          vendor: game.vassalage,
        }),
    ]),
  );
  const vendors = new Map(VENDORS.map((vendor) => [vendor.code, () => vendorMarkSvg(vendor)]));
  const teams = new Map([...TEAMS].map(([slug, team]) => [slug, () => teamCrestSvg(team)]));
  return { games, vendors, teams };
}

type Params = { file: string };

/**
 * Generated SVG pictures of games, vendors and hot-match teams (no image files to ship). The body
 * depends only on the code, so it is cached for a month and revalidated by ETag.
 */
export async function gameIconRoutes(app: FastifyInstance) {
  const index = iconIndex();
  const cache = new Map<string, Picture>();

  const serve =
    (kind: keyof typeof index) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const code = request.params.file.replace(/\.svg$/, '');
      const draw = index[kind].get(code);
      if (!draw || !request.params.file.endsWith('.svg'))
        return reply.code(404).type('text/plain').send('Not found');
      const key = `${kind}:${code}`;
      let icon = cache.get(key);
      if (!icon) {
        icon = drawnPicture(draw());
        cache.set(key, icon);
      }
      return servePicture(request, reply, icon, MAX_AGE_SECONDS);
    };

  app.get<{ Params: Params }>('/game-icons/:file', serve('games'));
  app.get<{ Params: Params }>('/vendor-icons/:file', serve('vendors'));
  app.get<{ Params: Params }>('/team-icons/:file', serve('teams'));
}

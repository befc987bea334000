import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { gameCatalogue } from '../db/seed/games/catalogue';
import { VENDORS } from '../db/seed/games/vendors';
import { TEAMS } from '../domain/games/hot-matches';
import { gameTileSvg, teamCrestSvg, vendorMarkSvg } from '../domain/games/icons';
import { type Picture, drawnPicture, servePicture } from '../http/picture';
import { type RasterSize, webpPicture } from '../http/webp-picture';

const MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * A game tile is shown about 124 CSS pixels wide on a phone (three columns on 412 px): 240 pixels
 * is sharp on a screen of two device pixels per CSS pixel, at about 5 kB.
 */
export const GAME_ICON_RASTER: RasterSize = { width: 240, quality: 75 };

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
type Kind = keyof ReturnType<typeof iconIndex>;

/** The formats each kind of icon is sent in, by file extension. */
const FORMATS: Record<Kind, readonly string[]> = {
  games: ['svg', 'webp'],
  vendors: ['svg'],
  teams: ['svg'],
};

/**
 * Generated pictures of games, vendors and hot-match teams (no image files to ship). The body
 * depends only on the code, so it is cached for a month and revalidated by ETag. Game icons, the
 * hundreds a game list scrolls through, are seeded as WebP (`<code>.webp`); every icon is also
 * served as the SVG it is drawn from (`<code>.svg`, the address databases seeded before kept).
 */
export async function gameIconRoutes(app: FastifyInstance) {
  const index = iconIndex();
  // Promises, so that a picture asked for twice while it is drawn is drawn once.
  const cache = new Map<string, Promise<Picture>>();

  const draw = (kind: Kind, code: string, format: string): Promise<Picture> | undefined => {
    const svgOf = index[kind].get(code);
    if (!svgOf || !FORMATS[kind].includes(format)) return undefined;
    const key = `${kind}:${code}.${format}`;
    let picture = cache.get(key);
    if (!picture) {
      picture =
        format === 'webp'
          ? webpPicture(svgOf(), GAME_ICON_RASTER)
          : Promise.resolve(drawnPicture(svgOf()));
      // A failed drawing is not kept: the next request tries again.
      picture.catch(() => cache.delete(key));
      cache.set(key, picture);
    }
    return picture;
  };

  const serve =
    (kind: Kind) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const [, code = '', format = ''] = /^(.+)\.([a-z]+)$/.exec(request.params.file) ?? [];
      const picture = draw(kind, code, format);
      if (!picture) return reply.code(404).type('text/plain').send('Not found');
      return servePicture(request, reply, await picture, MAX_AGE_SECONDS);
    };

  app.get<{ Params: Params }>('/game-icons/:file', serve('games'));
  app.get<{ Params: Params }>('/vendor-icons/:file', serve('vendors'));
  app.get<{ Params: Params }>('/team-icons/:file', serve('teams'));
}

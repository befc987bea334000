/**
 * Two generated illustrations for the install sheet: home and the game list, drawn as wireframes
 * in the tenant's colours with its logo. They show the layout, not real content, and say so in
 * their manifest label.
 */
import type { Tenant } from '../../../schema/tenant';
import { cachedPng } from './cache';
import { artworkPng, canvasSvg } from './compose';
import type { Screenshot } from './files';
import type { SourceImage } from './source-image';

type Theme = Tenant['theme'];

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;

/** Three columns of game tiles from `top` to the bottom of a 960 px page. */
function gameGrid(theme: Theme, top: number, rows: number): string {
  const radius = Math.min(theme.radius, 16);
  const tiles: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < 3; column++) {
      const x = 16 + column * 174;
      const y = top + row * 204;
      const art = (row + column) % 2 ? theme.accent : theme.primary;
      tiles.push(
        rect(x, y, 160, 190, radius, theme.surface),
        rect(x + 8, y + 8, 144, 130, radius / 2, art, 0.75),
        rect(x + 14, y + 152, 96, 12, 6, theme.text, 0.3),
        rect(x + 14, y + 170, 60, 8, 4, theme.text, 0.15),
      );
    }
  }
  return tiles.join('');
}

function homeDrawing(theme: Theme): string {
  const radius = Math.min(theme.radius, 16);
  const chips = [0, 1, 2, 3, 4].map((index) =>
    rect(16 + index * 104, 348, 92, 40, 20, index ? theme.surface : theme.primary),
  );
  const footer = [0, 1, 2, 3, 4].map((index) => {
    const x = 54 + index * 108;
    const colour = index ? theme.text : theme.primary;
    const opacity = index ? 0.35 : 1;
    return `<circle cx="${x}" cy="908" r="13" fill="${colour}" fill-opacity="${opacity}"/>${rect(x - 22, 930, 44, 8, 4, colour, opacity)}`;
  });
  return [
    rect(16, 80, 508, 200, radius, theme.primary, 0.9),
    `<circle cx="430" cy="180" r="72" fill="${theme.accent}" fill-opacity="0.85"/>`,
    rect(40, 124, 220, 22, 11, theme.surface, 0.9),
    rect(40, 158, 160, 16, 8, theme.surface, 0.7),
    rect(40, 208, 112, 38, 19, theme.accent),
    rect(16, 296, 508, 36, radius / 2, theme.surface),
    `<circle cx="36" cy="314" r="8" fill="${theme.accent}"/>`,
    rect(56, 308, 280, 12, 6, theme.text, 0.25),
    ...chips,
    gameGrid(theme, 404, 3),
    rect(0, 880, 540, 80, 0, theme.surface),
    ...footer,
  ].join('');
}

function gamesDrawing(theme: Theme): string {
  const radius = Math.min(theme.radius, 16);
  const vendors = [0, 1, 2, 3].map((index) =>
    rect(16 + index * 130, 190, 118, 56, radius, index ? theme.surface : theme.primary),
  );
  const tabs = [0, 1, 2].map((index) => rect(40 + index * 170, 146, 120, 14, 7, theme.text, 0.3));
  return [
    `<path d="M30 20 L18 32 L30 44" stroke="${theme.surface}" stroke-width="4" fill="none"/>`,
    rect(16, 80, 508, 44, 22, theme.surface),
    `<circle cx="44" cy="102" r="9" stroke="${theme.text}" stroke-opacity="0.4" stroke-width="3" fill="none"/>`,
    rect(64, 96, 180, 12, 6, theme.text, 0.2),
    ...tabs,
    rect(40, 170, 120, 4, 2, theme.primary),
    ...vendors,
    gameGrid(theme, 262, 4),
  ].join('');
}

export async function screenshotPng(
  shot: Screenshot,
  logo: SourceImage,
  theme: Theme,
  distDir: string,
): Promise<Buffer> {
  const logoPng = await artworkPng(logo, 132, 36, distDir);
  const body = shot.screen === 'home' ? homeDrawing(theme) : gamesDrawing(theme);
  const header = rect(0, 0, shot.width, 64, 0, theme.primary);
  const logoX = shot.screen === 'home' ? 16 : (shot.width - 132) / 2;
  const layers = [{ png: logoPng, x: logoX, y: 14 }];
  const svg = canvasSvg(shot.width, shot.height, theme.background, layers, header + body);
  return cachedPng({ svg }, distDir);
}

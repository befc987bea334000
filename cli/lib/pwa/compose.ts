/**
 * Drawing helpers: a canvas SVG of flat colour and PNG layers, and the tenant's artwork rendered
 * to exactly the pixel box it is placed in (so a composition never rescales it).
 */
import { cachedPng } from './cache';
import { pngSize } from './png';
import { svgSize } from './render';
import type { SourceImage } from './source-image';

export interface Layer {
  png: Buffer;
  x: number;
  y: number;
}

export const pngHref = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A `width`×`height` SVG: the background (none = transparent), the PNG layers at their own size, then `extra`. */
export function canvasSvg(
  width: number,
  height: number,
  background: string | undefined,
  layers: Layer[],
  extra = '',
): string {
  const fill = background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '';
  const images = layers.map(({ png, x, y }) => {
    const size = pngSize(png)!;
    return `<image href="${pngHref(png)}" x="${x}" y="${y}" width="${size.width}" height="${size.height}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${fill}${extra}${images.join('')}</svg>`;
}

/** The artwork scaled to fit `width`×`height`, centred on a transparent PNG of exactly that size. */
export async function artworkPng(
  source: SourceImage,
  width: number,
  height: number,
  distDir: string,
): Promise<Buffer> {
  if (source.svg === undefined) {
    const image = `<image href="${source.href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/>`;
    return cachedPng({ svg: canvasSvg(width, height, undefined, [], image) }, distDir);
  }
  const own = svgSize(source.svg);
  const zoom = Math.min(width / own.width, height / own.height);
  const png = await cachedPng({ svg: source.svg, zoom }, distDir);
  const drawn = pngSize(png)!;
  if (drawn.width === width && drawn.height === height) return png;
  const layer = {
    png,
    x: Math.floor((width - drawn.width) / 2),
    y: Math.floor((height - drawn.height) / 2),
  };
  return cachedPng({ svg: canvasSvg(width, height, undefined, [layer]) }, distDir);
}

/** `png` (a square) centred on a `width`×`height` canvas of one colour. */
export function centred(png: Buffer, width: number, height: number, background: string): string {
  const size = pngSize(png)!;
  const x = Math.round((width - size.width) / 2);
  const y = Math.round((height - size.height) / 2);
  return canvasSvg(width, height, background, [{ png, x, y }]);
}

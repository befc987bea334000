import sharp from 'sharp';

import { RENDERER, renderPixels } from '../../cli/lib/pwa/render';
import { type Picture, etagOf } from './picture';

/** How large, and how finely, a drawn picture is sent as WebP. */
export interface RasterSize {
  /** Pixels across (the height follows the picture's proportions). */
  width: number;
  /** WebP's lossy quality, 1–100. */
  quality: number;
}

const ENCODER = `sharp-${sharp.versions.sharp}`;

/**
 * An SVG drawn to pixels by resvg and sent as lossy WebP by sharp (libvips): a phone decodes it off
 * the main thread, where an SVG picture is a document of its own laid out and painted on the main
 * thread. Both steps run on libuv's thread pool. The validator names the drawing, the size and the
 * tools, so a new version of either never serves an old picture.
 */
export async function webpPicture(svg: string, size: RasterSize): Promise<Picture> {
  const pixels = await renderPixels(svg, size.width);
  const body = await sharp(pixels.rgba, {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  })
    .webp({ quality: size.quality })
    .toBuffer();
  const etag = etagOf(svg, RENDERER, ENCODER, `${size.width}w`, `q${size.quality}`);
  return { body, type: 'image/webp', etag };
}

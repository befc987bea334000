/**
 * The one wrapper around `@resvg/resvg-js`: SVG in, PNG out. Nothing else imports the renderer.
 */
import { createRequire } from 'node:module';

import { Resvg } from '@resvg/resvg-js';

/** Part of every cache key, so a new renderer never serves an old rendering. */
export const RENDERER = `resvg-${(createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version}`;

export interface RenderJob {
  svg: string;
  /** Scale of the SVG's own size. @default 1 */
  zoom?: number;
}

/**
 * Renders an SVG document to PNG. System fonts are loaded only for SVGs with text: a font scan
 * costs about 30 ms, and compositions of PNGs already rendered need none. (resvg draws no text
 * inside an SVG given as `<image>`, so artwork SVGs are always rendered directly.)
 */
export function renderPng({ svg, zoom = 1 }: RenderJob): Buffer {
  const loadSystemFonts = /<text\b/.test(svg);
  const fitTo = zoom === 1 ? undefined : { mode: 'zoom' as const, value: zoom };
  return new Resvg(svg, { font: { loadSystemFonts }, fitTo }).render().asPng();
}

/** The SVG's own width and height; throws when resvg cannot read it. */
export function svgSize(svg: string | Buffer): { width: number; height: number } {
  const { width, height } = new Resvg(svg, { font: { loadSystemFonts: false } });
  return { width, height };
}

/** Why resvg cannot read this SVG, or undefined when it can. */
export function svgProblem(svg: Buffer): string | undefined {
  try {
    const { width, height } = svgSize(svg);
    if (!(width > 0 && height > 0)) return 'it has no width or height';
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).replace(/^SVG data /, '');
  }
  return undefined;
}

/**
 * The tenant's own artwork (theme.icon, theme.logo) as something the renderer can draw: an SVG or
 * a PNG, checked by `wl validate` before `wl build` needs it.
 */
import path from 'node:path';

import type { TenantProblem } from '../../../schema/validate';
import { pngSize } from './png';
import { svgProblem } from './render';

export interface SourceImage {
  /** data: URL for an SVG `<image href>`. */
  href: string;
  /** The SVG text, or undefined for a PNG (drawn without fonts). */
  svg?: string;
}

const kindOf = (name: string) => path.extname(name).toLowerCase();

/** The problem `wl validate` and `wl build` report when `theme.<key>` cannot be rendered. */
export function artworkProblem(
  file: string,
  key: 'icon' | 'logo',
  name: string,
  bytes: Buffer,
): TenantProblem | undefined {
  const message = sourceImageProblem(name, bytes);
  if (!message) return undefined;
  const hint = `export the ${key} as an SVG (with xmlns="http://www.w3.org/2000/svg", a width and a height) or as a PNG`;
  return { file, pointer: `/theme/${key}`, message, hint };
}

/** Why this artwork cannot be rendered into icons, or undefined when it can. */
export function sourceImageProblem(name: string, bytes: Buffer): string | undefined {
  const kind = kindOf(name);
  if (kind === '.svg') {
    const problem = svgProblem(bytes);
    return problem && `"${name}" is not an SVG that can be rendered: ${problem}`;
  }
  if (kind === '.png') {
    const size = pngSize(bytes);
    if (!size) return `"${name}" is not a PNG file (no PNG signature and header)`;
    if (!size.width || !size.height) return `"${name}" has no width or height`;
    return undefined;
  }
  return `"${name}" is ${kind ? `a ${kind} file` : 'not an image file'}; icons are rendered from an SVG or a PNG`;
}

export function sourceImage(name: string, bytes: Buffer): SourceImage {
  const isSvg = kindOf(name) === '.svg';
  const type = isSvg ? 'image/svg+xml' : 'image/png';
  return {
    href: `data:${type};base64,${bytes.toString('base64')}`,
    svg: isSvg ? bytes.toString('utf8') : undefined,
  };
}

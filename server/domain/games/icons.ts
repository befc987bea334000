import { createHash } from 'node:crypto';

export { teamCrestSvg } from './art/crest';
export { gameTileSvg, type TileGame } from './art/tile';
export { vendorMarkSvg } from './art/wordmark';

/** A strong validator for an SVG body (its content hash). */
export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

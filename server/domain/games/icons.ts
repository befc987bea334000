export { teamCrestSvg } from './art/crest';
export { gameTileSvg, type TileGame } from './art/tile';
export { vendorMarkSvg } from './art/wordmark';

/**
 * A game grid's and tile's geometry: TileGrid and GameTile draw from it, and so do the outlines
 * (TileOutline) and the first-paint shell's game list (cli/lib/first-paint-shell.ts), which must
 * stand where the tiles will.
 */
export const TILE_SHAPE = {
  /** Between the icon and the name. */
  gapPx: 4,
  nameRem: 0.75,
  nameLineHeight: 1.2,
  /** The grid: 3 columns on a phone, more on wider screens. */
  columnMinPx: 96,
  rowGapPx: 12,
  columnGapPx: 8,
  padding: '8px 12px',
} as const;

/** The grid's CSS declarations (TileGrid, and the shell's grid). */
export const TILE_GRID_CSS =
  `display:grid;grid-template-columns:repeat(auto-fill,minmax(${TILE_SHAPE.columnMinPx}px,1fr));` +
  `gap:${TILE_SHAPE.rowGapPx}px ${TILE_SHAPE.columnGapPx}px;padding:${TILE_SHAPE.padding}`;

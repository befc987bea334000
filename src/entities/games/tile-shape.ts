import styled from 'styled-components';

/** A tile's geometry below its icon (GameTile); TileOutline draws outlines from the same figures. */
export const TILE_SHAPE = { gapPx: 4, nameRem: 0.75, nameLineHeight: 1.2 } as const;

/** Game tiles in a responsive grid: 3 columns on a phone, more on wider screens. */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 12px 8px;
  padding: 8px 12px;
`;

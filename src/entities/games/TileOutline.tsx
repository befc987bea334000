/**
 * A game grid's geometry and the outlines that stand for tiles not drawn yet: one small module, so a
 * page that shows outlines before its games (home's skeleton, the list's next page) fetches one
 * file for them.
 */
import styled from 'styled-components';

import { TILE_GRID_CSS, TILE_SHAPE } from './tile-shape';

/** Game tiles in a responsive grid: 3 columns on a phone, more on wider screens. */
export const TileGrid = styled.div`
  ${TILE_GRID_CSS};
`;

/**
 * A game tile's outline: the square icon and its one-line name (GameTile, `small`), where a tile
 * will stand. Grids draw them for games not drawn yet, so nothing below moves when they arrive.
 */
export const TileOutline = styled.span.attrs({
  'aria-hidden': true,
  'data-testid': 'tile-outline',
})`
  display: flex;
  flex-direction: column;
  gap: ${TILE_SHAPE.gapPx}px;
  &::before {
    content: '';
    aspect-ratio: 1 / 1;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.primarySoft};
  }
  &::after {
    content: '';
    height: calc(${TILE_SHAPE.nameRem}rem * ${TILE_SHAPE.nameLineHeight});
  }
`;

export interface PendingGameGridProps {
  count: number;
  /** What a screen reader hears while the games load. */
  label: string;
}

/**
 * Where the next page of games will appear, tiles' outlines of that page's size: the arriving games
 * take their place instead of pushing down what stands below the list (a layout shift at every
 * page, issue 20).
 */
export function PendingGameGrid({ count, label }: PendingGameGridProps) {
  return (
    <TileGrid data-testid="pending-games" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <TileOutline key={index} />
      ))}
    </TileGrid>
  );
}

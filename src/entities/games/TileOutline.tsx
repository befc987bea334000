import styled from 'styled-components';

import { TILE_SHAPE } from './tile-shape';

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

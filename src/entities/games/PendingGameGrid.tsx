import styled from 'styled-components';

import { TileGrid } from './GameGrid';
import { TILE_SHAPE } from './GameTile';

/** A game tile's outline: the square icon and its one-line name (GameTile, `small`). */
const PendingTile = styled.span`
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
        <PendingTile key={index} aria-hidden="true" />
      ))}
    </TileGrid>
  );
}

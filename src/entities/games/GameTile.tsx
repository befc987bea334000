import { memo } from 'react';
import styled from 'styled-components';

import { FavouriteHeart } from './FavouriteHeart';
import { TileImage } from './TileImage';
import { gameIcon, type GameTileVariant } from './game-icon';
import { TILE_SHAPE } from './tile-shape';
import type { Game } from './types';

const Tile = styled.div`
  position: relative;
  min-width: 0;
`;

const Play = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${TILE_SHAPE.gapPx}px;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
`;

const Name = styled.span`
  font-size: ${TILE_SHAPE.nameRem}rem;
  line-height: ${TILE_SHAPE.nameLineHeight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SIZE = { small: { width: 160, height: 160 }, large: { width: 240, height: 320 } } as const;

export interface GameTileProps {
  game: Game;
  /** `small` (square icon, default) or `large` (portrait icon). */
  variant?: GameTileVariant;
  favourite: boolean;
  /** The heart's label for the current state (GameGrid translates it once for every tile). */
  favouriteLabel: string;
  /** On the first screen: its picture loads with the page (TileImage `eager`). */
  eager?: boolean;
  onLaunch(game: Game): void;
  onToggleFavourite(nodeId: string): void;
}

/** A game: icon, name and favourite heart; tapping launches it (spec §2 "Game tiles"). */
export const GameTile = memo(function GameTile({
  game,
  variant = 'small',
  favourite,
  favouriteLabel,
  eager,
  onLaunch,
  onToggleFavourite,
}: GameTileProps) {
  const { width, height } = SIZE[variant];
  return (
    <Tile data-testid="game-tile" data-node-id={game.nodeId}>
      <Play type="button" onClick={() => onLaunch(game)} aria-label={game.gameName}>
        <TileImage
          src={gameIcon(game, variant)}
          alt={game.gameName}
          width={width}
          height={height}
          eager={eager}
        />
        <Name>{game.gameName}</Name>
      </Play>
      <FavouriteHeart
        on={favourite}
        label={favouriteLabel}
        onToggle={() => onToggleFavourite(game.nodeId)}
      />
    </Tile>
  );
});

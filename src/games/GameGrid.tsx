import styled from 'styled-components';

import { GameTile } from './GameTile';
import type { GameTileVariant } from './game-icon';
import type { Game } from './types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 12px 8px;
  padding: 8px 12px;
`;

export interface GameGridProps {
  games: readonly Game[];
  variant?: GameTileVariant;
}

/** Game tiles in a responsive grid: 3 columns on a phone, more on wider screens. */
export function GameGrid({ games, variant }: GameGridProps) {
  return (
    <Grid data-testid="game-grid">
      {games.map((game) => (
        <GameTile key={game.nodeId} game={game} variant={variant} />
      ))}
    </Grid>
  );
}

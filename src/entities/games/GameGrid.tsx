import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { GameTile } from './GameTile';
import type { GameTileVariant } from './game-icon';
import type { Game } from './types';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useLaunchGame } from './use-launch-game';

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 12px 8px;
  padding: 8px 12px;
`;

/** Progressive grids draw this many tiles at once, then as many more per idle moment. */
export const FIRST_TILES = 12;

const whenBrowserIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 16);
  return () => window.clearTimeout(handle);
};

/** How many of `total` tiles to draw: a first screenful, then more per idle moment. */
function useShownCount(total: number): number {
  const [shown, setShown] = useState(FIRST_TILES);
  const done = shown >= total;
  useEffect(() => {
    if (done) return;
    return whenBrowserIdle(() => startTransition(() => setShown((count) => count + FIRST_TILES)));
  }, [done, shown]);
  return done ? total : shown;
}

export interface GameGridProps {
  games: readonly Game[];
  variant?: GameTileVariant;
  /** How many leading tiles are on the first screen: their pictures load with the page. */
  eagerTiles?: number;
}

/**
 * Game tiles in a responsive grid: 3 columns on a phone, more on wider screens. The launch and
 * favourite hooks run here once, so each tile is a cheap component.
 */
export function GameGrid({ games, variant, eagerTiles = 0 }: GameGridProps) {
  const { t } = useTranslation('shell');
  const launch = useLaunchGame();
  const favourites = useFavouriteToggle();
  const heart = { add: t('games.addFavourite'), remove: t('games.removeFavourite') };
  return (
    <TileGrid data-testid="game-grid">
      {games.map((game, index) => {
        const favourite = favourites.isFavourite(game.nodeId);
        return (
          <GameTile
            key={game.nodeId}
            game={game}
            variant={variant}
            favourite={favourite}
            favouriteLabel={favourite ? heart.remove : heart.add}
            eager={index < eagerTiles}
            onLaunch={launch}
            onToggleFavourite={favourites.toggle}
          />
        );
      })}
    </TileGrid>
  );
}

/** A grid that draws a first screenful at once and the rest in small slices when idle (home). */
export function ProgressiveGameGrid({ games, variant }: GameGridProps) {
  const shown = useShownCount(games.length);
  return (
    <GameGrid games={shown < games.length ? games.slice(0, shown) : games} variant={variant} />
  );
}

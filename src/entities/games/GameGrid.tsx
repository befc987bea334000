import { startTransition, useEffect, useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { GameTile } from './GameTile';
import { TileGrid, TileOutline } from './TileOutline';
import type { GameTileVariant } from './game-icon';
import type { Game } from './types';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useLaunchGame } from './use-launch-game';

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

/** How many of `total` tiles to draw: `first`, then FIRST_TILES more per idle moment. */
function useShownCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
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
  /** Outlines after the tiles, for games still to be drawn. */
  outlines?: number;
}

/**
 * Game tiles in a responsive grid: 3 columns on a phone, more on wider screens. The launch and
 * favourite hooks run here once, so each tile is a cheap component.
 */
export function GameGrid({ games, variant, eagerTiles = 0, outlines = 0 }: GameGridProps) {
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
      {Array.from({ length: outlines }, (_, index) => (
        <TileOutline key={index} />
      ))}
    </TileGrid>
  );
}

export interface ProgressiveGameGridProps extends GameGridProps {
  /** Tiles drawn at once (0 for a grid below the first screen); the rest follow when idle. */
  firstTiles?: number;
}

/**
 * A grid that draws its first tiles at once and the rest in small slices when idle (home). Games
 * not drawn yet stand as outlines, so the grid has its full height at once: what lies below it
 * neither moves nor comes into view (and loads) before its time.
 */
export function ProgressiveGameGrid({
  games,
  variant,
  firstTiles = FIRST_TILES,
}: ProgressiveGameGridProps) {
  const shown = useShownCount(games.length, firstTiles);
  return (
    <GameGrid
      games={shown < games.length ? games.slice(0, shown) : games}
      variant={variant}
      outlines={Math.max(0, games.length - shown)}
    />
  );
}

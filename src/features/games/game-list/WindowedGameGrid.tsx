import { memo, startTransition, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { GameGrid } from '../../../entities/games/GameGrid';
import type { Game } from '../../../entities/games/types';
import { FIRST_SCREEN_TILES } from './list-state';

/**
 * Games per block: whole rows at 3, 4 or 5 columns (the grid's column counts from 360 to 600 px),
 * so the blocks line up as one grid.
 */
export const BLOCK_SIZE = 60;

/** A block this far outside the screen keeps only its height (about two phone screens). */
const KEEP_MARGIN = '1600px 0px';

/** Blocks meet at the grid's row gap (12 px), not at its top and bottom padding (8 + 8). */
const Blocks = styled.div`
  & > * + * > * {
    padding-top: 4px;
  }
`;

/** The same games in the same order (a new page leaves the blocks before it as they were). */
const sameGames = (before: readonly Game[], after: readonly Game[]) =>
  before.length === after.length && before.every((game, index) => game === after[index]);

interface GameBlockProps {
  games: readonly Game[];
  first: boolean;
}

/** One block of games; far from the screen it becomes an empty box of the height it had. */
const GameBlock = memo(function GameBlock({ games, first }: GameBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const away = entry.isIntersecting ? null : entry.boundingClientRect.height;
        // A block coming back draws in slices that yield to scrolling.
        startTransition(() => setHeight(away));
      },
      { rootMargin: KEEP_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} data-testid="game-block" style={height === null ? undefined : { height }}>
      {height === null && <GameGrid games={games} eagerTiles={first ? FIRST_SCREEN_TILES : 0} />}
    </div>
  );
}, sameBlock);

function sameBlock(before: GameBlockProps, after: GameBlockProps) {
  return before.first === after.first && sameGames(before.games, after.games);
}

/**
 * The endless list's games in blocks, only those near the screen drawn: the page's size stays
 * bounded however far the player scrolls (issue 20: 416 slots had 3,437 elements), and adding a page
 * lays out one block, not the whole list.
 */
export const WindowedGameGrid = memo(
  function WindowedGameGrid({ games }: { games: readonly Game[] }) {
    const blocks: Game[][] = [];
    for (let start = 0; start < games.length; start += BLOCK_SIZE)
      blocks.push(games.slice(start, start + BLOCK_SIZE));
    return (
      <Blocks data-testid="game-grid-blocks" data-count={games.length}>
        {blocks.map((block, index) => (
          <GameBlock key={block[0]!.nodeId} games={block} first={index === 0} />
        ))}
      </Blocks>
    );
  },
  (before, after) => sameGames(before.games, after.games),
);

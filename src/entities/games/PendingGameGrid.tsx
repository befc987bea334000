import { TileGrid } from './tile-shape';
import { TileOutline } from './TileOutline';

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

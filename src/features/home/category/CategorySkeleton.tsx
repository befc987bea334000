import { PendingGameGrid } from '../../../entities/games/TileOutline';
import { useTranslation } from '../../../lib/i18n';

/**
 * Tile outlines standing where a category's games will be while its code or data loads: six rows
 * at three columns, more than a phone's screen below the menu, so the winner board under them
 * stays below the fold (and is not fetched) until the games have their real height.
 */
const SKELETON_TILES = 18;

export function CategorySkeleton() {
  const { t } = useTranslation('shell');
  return <PendingGameGrid count={SKELETON_TILES} label={t('labels.loading')} />;
}

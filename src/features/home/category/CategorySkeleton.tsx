import { PendingGameGrid } from '../../../entities/games/TileOutline';
import { useTranslation } from '../../../lib/i18n';

/** Six rows at three columns: more than a phone's screen below the category menu. */
const SKELETON_TILES = 18;

/**
 * Tile outlines standing where a category's games will be while its code or data loads, so the
 * winner board under them stays below the fold (and is not fetched) until the games have their
 * real height.
 */
export function CategorySkeleton() {
  const { t } = useTranslation('shell');
  return <PendingGameGrid count={SKELETON_TILES} label={t('labels.loading')} />;
}

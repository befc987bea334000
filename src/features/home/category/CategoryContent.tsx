import { VendorTiles } from '../../../entities/games/VendorTiles';
import { categoryContent } from '../../../entities/games/categories';
import type { Vendor } from '../../../entities/games/types';
import { GameTypeSection } from './GameTypeSection';
import { HotGamesSection } from './HotGamesSection';
import { InhouseSection } from './InhouseSection';

export interface CategoryContentProps {
  category: string;
  vendors: readonly Vendor[];
}

/** What the current category shows (spec §2 Home "Content"). */
export function CategoryContent({ category, vendors }: CategoryContentProps) {
  const content = categoryContent(category);
  return (
    <div data-testid="home-category-content" data-category={category} data-content={content}>
      {content === 'hotGames' && <HotGamesSection />}
      {content === 'gameList' && <GameTypeSection gameType={category} />}
      {content === 'inhouse' && <InhouseSection key={category} vendors={vendors} />}
      {content === 'vendorTiles' && <VendorTiles vendors={vendors} category={category} />}
    </div>
  );
}

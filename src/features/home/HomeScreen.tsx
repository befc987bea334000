import { Suspense } from 'react';
import styled from 'styled-components';

import { AnnouncementMarquee } from './AnnouncementMarquee';
import { useHomeAnnouncements } from './api/get-announcements';
import { BannerCarousel } from './banner/BannerCarousel';
import { CategoryMenu } from './category/CategoryMenu';
import { CategorySkeleton } from './category/CategorySkeleton';
import { useCategory } from './category/use-category';
import { ContractPromptsGate } from './ContractPromptsGate';
import { DownloadBar } from './download/DownloadBar';
import { homeBanners, marqueeTitles } from './home-content';
import { HomePopups } from './HomePopups';
import { BottomWidgets, TopWidgets } from './HomeWidgets';
import { useHomeLoad } from './use-home-load';
import { retryableLazy } from '../../lib/retryable-lazy';

const CategoryContent = retryableLazy(() =>
  import('./category/CategoryContent').then((m) => ({ default: m.CategoryContent })),
);

/** Keeps the widgets below out of view while the category's games load. */
const ContentArea = styled.div`
  min-height: 50vh;
`;

/**
 * Home (spec §2): download bar, banners, notice strip and category menu paint first; hot matches
 * and jackpot fill their reserved boxes after the page load, the category's games come in their own
 * chunk, the winners when scrolled near, the popups last.
 */
export function HomeScreen() {
  useHomeLoad();
  const announcements = useHomeAnnouncements();
  const items = announcements.data ?? [];
  const { menu, current, select, vendorsOf } = useCategory();
  return (
    <div data-testid="home-screen">
      <DownloadBar />
      <BannerCarousel banners={homeBanners(items)} loading={announcements.isPending} />
      <AnnouncementMarquee titles={marqueeTitles(items)} />
      <TopWidgets />
      <CategoryMenu menu={menu} current={current} onSelect={select} />
      <ContentArea>
        <Suspense fallback={<CategorySkeleton />}>
          <CategoryContent category={current} vendors={vendorsOf(current)} />
        </Suspense>
      </ContentArea>
      <BottomWidgets />
      <HomePopups items={items} settled={!announcements.isPending} />
      <ContractPromptsGate />
    </div>
  );
}

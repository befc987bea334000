import { useRef } from 'react';
import styled from 'styled-components';
import type { SwiperOptions } from 'swiper/types';

import type { Announcement } from '../api/get-announcements';
import { slideTrack } from '../carousel/slides';
import { useSwiper } from '../carousel/use-swiper';
import { BannerSlide } from './BannerSlide';

/** Spec §9: banner autoplay 5000 ms, speed 1000 ms (only when there is more than one banner). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/** The box is sized before any banner arrives: the platform's mobile banners are 750 × 300. */
export const Frame = styled.div`
  position: relative;
  margin: 8px 12px 0;
  aspect-ratio: 5 / 2;
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.primarySoft};
  ${slideTrack('horizontal')}
  .swiper-pagination-bullet-active {
    background: ${({ theme }) => theme.palette.primaryText};
  }
`;

const bannerOptions = (): SwiperOptions => ({
  loop: true,
  speed: BANNER_SPEED_MS,
  autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false },
  pagination: { el: '.swiper-pagination', clickable: true },
});

export interface BannerCarouselProps {
  banners: readonly Announcement[];
  /** False once announcements answered: with no banner at all the box goes away. */
  loading: boolean;
}

/**
 * The home banner carousel (group m_recommend, spec §2 Home). React draws every banner in Swiper's
 * markup, the first one eager as the page's largest picture; with more than one, Swiper (loop,
 * autoplay, pagination) takes the markup over once the page has loaded and the carousel is in view.
 */
export function BannerCarousel({ banners, loading }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const several = banners.length > 1;
  const identity = banners.map((banner) => banner.id).join(',');
  const options = several ? bannerOptions() : null;
  useSwiper(track, options, identity);
  if (!loading && banners.length === 0) return null;
  return (
    <Frame data-testid="home-banners" aria-roledescription="carousel">
      <div key={identity} ref={track} className="swiper home-banner-swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div key={banner.id} className="swiper-slide">
              <BannerSlide banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
        {several && <div className="swiper-pagination" />}
      </div>
    </Frame>
  );
}

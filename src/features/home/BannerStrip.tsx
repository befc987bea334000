import { useState } from 'react';
import styled from 'styled-components';

import type { Announcement } from './api/get-announcements';

const Strip = styled.div`
  display: flex;
  gap: 8px;
  padding: 8px 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
`;

const Slide = styled.a`
  flex: 0 0 100%;
  scroll-snap-align: center;
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  /* The platform's mobile banners are 750 × 300. */
  aspect-ratio: 5 / 2;
  background: ${({ theme }) => theme.palette.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

function Banner({ banner, index }: { banner: Announcement; index: number }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  const image = (
    <img
      src={banner.url}
      alt={banner.title ?? ''}
      loading={index === 0 ? 'eager' : 'lazy'}
      onError={() => setBroken(true)}
    />
  );
  return banner.linkage ? (
    <Slide href={banner.linkage} target="_blank" rel="noopener noreferrer" data-testid="home-banner">
      {image}
    </Slide>
  ) : (
    <Slide as="div" data-testid="home-banner">
      {image}
    </Slide>
  );
}

/** Banners of group m_recommend as a swipeable strip; broken images are hidden (spec §2 Home). */
export function BannerStrip({ banners }: { banners: readonly Announcement[] }) {
  if (banners.length === 0) return null;
  return (
    <Strip>
      {banners.map((banner, index) => (
        <Banner key={banner.id} banner={banner} index={index} />
      ))}
    </Strip>
  );
}

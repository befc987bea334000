import 'swiper/css';

import { useState } from 'react';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';

import type { Banner } from '../api/get-banners';

/** Spec §2 Banners, game-centre variant: vertical, 3 slides visible, no autoplay. */
const VISIBLE = 3;
const SLIDE_HEIGHT_PX = 96;

const Block = styled.div`
  height: ${VISIBLE * SLIDE_HEIGHT_PX + (VISIBLE - 1) * 8}px;
  margin: 8px 12px;
  .swiper {
    height: 100%;
  }
`;

const Slide = styled.a`
  display: block;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

function BannerSlide({ banner }: { banner: Banner }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  const image = (
    <img src={banner.url} alt={banner.title} loading="lazy" onError={() => setBroken(true)} />
  );
  return banner.linkage ? (
    <Slide
      href={banner.linkage}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="center-banner"
    >
      {image}
    </Slide>
  ) : (
    <Slide as="div" data-testid="center-banner">
      {image}
    </Slide>
  );
}

/** The game centre's banner block: a vertical strip showing three banners at a time. */
export function VerticalBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Block data-testid="center-banners">
      <Swiper direction="vertical" slidesPerView={VISIBLE} spaceBetween={8}>
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerSlide banner={banner} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Block>
  );
}

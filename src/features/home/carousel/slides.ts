import { css } from 'styled-components';

/**
 * The layout Swiper's own stylesheet gives its markup (swiper/css), applied before Swiper loads:
 * the first slide shows in place, the others wait beside (or below) it, so nothing moves on takeover.
 */
export const slideTrack = (direction: 'horizontal' | 'vertical') => css`
  .swiper {
    position: relative;
    height: 100%;
    overflow: hidden;
  }
  .swiper-wrapper {
    display: flex;
    flex-direction: ${direction === 'vertical' ? 'column' : 'row'};
    width: 100%;
    height: 100%;
  }
  .swiper-slide {
    flex-shrink: 0;
    width: 100%;
    ${direction === 'horizontal' ? 'height: 100%;' : ''}
  }
`;

import 'swiper/css';

import styled from 'styled-components';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import { WINNER_ROW_HEIGHT_PX, WinnerRowView } from '../../../entities/games/WinnerRowView';
import type { WinnerRow } from '../../../entities/games/types';
import { useWinnerPlay } from '../../../entities/games/use-winner-play';

/** Spec §9 "Winner ticker": speed 1500; the list variant scrolls above 2 entries. */
export const WINNER_TICKER_SPEED_MS = 1500;
export const LIST_VARIANT_VISIBLE = 2;

const Box = styled.div<{ $rows: number }>`
  height: ${({ $rows }) => $rows * WINNER_ROW_HEIGHT_PX}px;
  overflow: hidden;
  .swiper {
    height: 100%;
  }
`;

/** Winners scrolling upwards when there are more than `visible` of them. */
export function WinnerTicker({
  rows,
  visible = LIST_VARIANT_VISIBLE,
}: {
  rows: readonly WinnerRow[];
  visible?: number;
}) {
  const scrolls = rows.length > visible;
  const playOf = useWinnerPlay();
  return (
    <Box
      $rows={Math.min(rows.length, visible)}
      data-testid="winner-ticker"
      data-scrolling={scrolls}
    >
      <Swiper
        modules={[Autoplay]}
        direction="vertical"
        slidesPerView={visible}
        speed={WINNER_TICKER_SPEED_MS}
        loop={scrolls}
        autoplay={scrolls ? { delay: 1000, disableOnInteraction: false } : false}
        allowTouchMove={false}
      >
        {rows.map((row, index) => (
          <SwiperSlide key={`${row.vo.nodeId}-${index}`}>
            <WinnerRowView row={row} onPlay={playOf(row)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}

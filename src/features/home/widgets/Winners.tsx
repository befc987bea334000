import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import styled from 'styled-components';

import { WinnerRowView } from '../../../entities/games/WinnerRowView';
import { rankListQuery } from '../../../entities/games/api/rank-list';
import { useDebouncedLanguage } from '../../../entities/games/use-debounced-language';
import { useWinnerPlay } from '../../../entities/games/use-winner-play';
import { useTranslation } from '../../../lib/i18n';
import { slideTrack } from '../carousel/slides';
import { useSwiper } from '../carousel/use-swiper';
import { WINNER_ROW_HEIGHT_PX, WINNER_VISIBLE_ROWS, WINNERS_HEIGHT_PX } from '../widget-sizes';
import { WidgetCard } from './WidgetCard';
import {
  sortWinners,
  tickerScrolls,
  WINNER_LANGUAGE_DEBOUNCE_MS,
  WINNER_TICKER_PAUSE_MS,
  WINNER_TICKER_SPEED_MS,
} from './winner-rules';

const Box = styled(WidgetCard)`
  h2 {
    margin: 0;
    height: 44px;
    padding: 12px;
    font-size: 0.95rem;
  }
  ${slideTrack('vertical')}
  .swiper {
    height: ${WINNER_VISIBLE_ROWS * WINNER_ROW_HEIGHT_PX}px;
  }
  .swiper-slide {
    height: ${WINNER_ROW_HEIGHT_PX}px;
  }
`;

/** Latest winners: title and a ticker that scrolls when there are more than 3 (spec §2 Home). */
export default function Winners() {
  const { t } = useTranslation('shell');
  const language = useDebouncedLanguage(WINNER_LANGUAGE_DEBOUNCE_MS);
  const { data = [] } = useQuery(rankListQuery(language));
  const playOf = useWinnerPlay();
  const rows = sortWinners(data);
  const scrolls = tickerScrolls(rows.length);
  const track = useRef<HTMLDivElement>(null);
  const options = scrolls
    ? {
        direction: 'vertical' as const,
        slidesPerView: WINNER_VISIBLE_ROWS,
        loop: true,
        speed: WINNER_TICKER_SPEED_MS,
        autoplay: { delay: WINNER_TICKER_PAUSE_MS, disableOnInteraction: false },
        allowTouchMove: false,
      }
    : null;
  const identity = `${language}-${rows.length}`;
  useSwiper(track, options, identity);
  return (
    <Box $reserved={WINNERS_HEIGHT_PX} data-testid="winners">
      <h2>{t('games.winners')}</h2>
      <div key={identity} ref={track} className="swiper">
        <div className="swiper-wrapper">
          {rows.map((row, index) => (
            <div key={`${row.vo.nodeId}-${index}`} className="swiper-slide">
              <WinnerRowView row={row} onPlay={playOf(row)} />
            </div>
          ))}
        </div>
      </div>
    </Box>
  );
}

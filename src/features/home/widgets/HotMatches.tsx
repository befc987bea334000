import { useRef, useState } from 'react';
import styled from 'styled-components';

import { useHotMatches } from '../../../entities/games/api/hot-matches';
import { useTranslation } from '../../../lib/i18n';
import { slideTrack } from '../carousel/slides';
import { useSwiper } from '../carousel/use-swiper';
import { HOT_MATCH_HEIGHT_PX } from '../widget-sizes';
import { HotMatchModal } from './HotMatchModal';
import { HotMatchSlide } from './HotMatchSlide';
import { WidgetCard } from './WidgetCard';

/** Spec §9: hot-match swiper speed 500 ms, autoplay 5000 ms only with more than one match. */
export const HOT_MATCH_SPEED_MS = 500;
export const HOT_MATCH_AUTOPLAY_MS = 5000;

const Box = styled(WidgetCard)`
  h2 {
    margin: 0;
    padding: 6px 12px 0;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Ticker = styled.button`
  display: block;
  width: 100%;
  height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${slideTrack('vertical')}
  .swiper-slide {
    height: 100%;
  }
`;

/** The hot-match ticker: a vertical swiper; tapping it opens the list of matches (spec §2 Home). */
export default function HotMatches() {
  const { t } = useTranslation('shell');
  const { data = [] } = useHotMatches();
  const [open, setOpen] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const several = data.length > 1;
  const identity = data.map((match) => `${match.nodeId}-${match.matchTime}`).join(',');
  const options = several
    ? {
        direction: 'vertical' as const,
        loop: true,
        speed: HOT_MATCH_SPEED_MS,
        autoplay: { delay: HOT_MATCH_AUTOPLAY_MS, disableOnInteraction: false },
        allowTouchMove: false,
      }
    : null;
  useSwiper(track, options, identity);
  // The box keeps its height even without matches: it sits above the fold.
  if (data.length === 0)
    return <Box $reserved={HOT_MATCH_HEIGHT_PX} data-testid="hot-matches" aria-hidden />;
  return (
    <Box $reserved={HOT_MATCH_HEIGHT_PX} data-testid="hot-matches">
      <h2>{t('home.hotMatches')}</h2>
      <Ticker
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="hot-match-ticker"
      >
        <div key={identity} ref={track} className="swiper">
          <div className="swiper-wrapper">
            {data.map((match) => (
              <div key={`${match.nodeId}-${match.matchTime}`} className="swiper-slide">
                <HotMatchSlide match={match} />
              </div>
            ))}
          </div>
        </div>
      </Ticker>
      <HotMatchModal matches={data} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

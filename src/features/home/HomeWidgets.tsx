import { JACKPOT_HEIGHT_PX } from '../../entities/games/jackpot-counter';
import { retryableLazy } from '../../lib/retryable-lazy';
import { LazySection } from './LazySection';
import { HOT_MATCH_HEIGHT_PX, WINNERS_HEIGHT_PX } from './widget-sizes';

const JackpotCounter = retryableLazy(() =>
  import('../../entities/games/JackpotCounter').then((m) => ({ default: m.JackpotCounter })),
);
const HotMatches = retryableLazy(() => import('./widgets/HotMatches'));
const Winners = retryableLazy(() => import('./widgets/Winners'));

/** Hot-match ticker and jackpot: boxes of fixed height, filled after the page has loaded. */
export function TopWidgets() {
  return (
    <>
      <LazySection height={HOT_MATCH_HEIGHT_PX} testId="home-hot-match-slot">
        <HotMatches />
      </LazySection>
      <LazySection height={JACKPOT_HEIGHT_PX} testId="home-jackpot-slot">
        <JackpotCounter />
      </LazySection>
    </>
  );
}

/** The winner board under the games, loaded when scrolled near. */
export function BottomWidgets() {
  return (
    <LazySection height={WINNERS_HEIGHT_PX} testId="home-winners-slot">
      <Winners />
    </LazySection>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useVendorSorting } from '../../../src/entities/games/api/vendor-sorting';
import { initialListState } from '../../../src/features/games/game-list/list-state';
import { useListSource } from '../../../src/features/games/game-list/use-list-source';
import { useHomeAnnouncements } from '../../../src/features/home/api/get-announcements';
import { useLotteryGame } from '../../../src/features/lottery/api/get-game';
import { useLotteryGames } from '../../../src/features/lottery/api/get-games';
import { usePlayMenu } from '../../../src/features/lottery/api/get-play-menu';
import { useLotterySetting } from '../../../src/features/lottery/api/get-setting';
import { usePromotions } from '../../../src/features/rewards/api/get-promotions';
import { FIRST_GAME_PAGE } from '../../../src/landing/computed-request-names';
import { COMPUTED_REQUESTS } from '../../../src/landing/computed-requests';
import { createQueryClient } from '../../../src/lib/query-client';
import { routes } from '../../../src/registry/routes';
import {
  API_BASE,
  GUEST_HEADERS,
  setEarlyRequests,
  useGuestClientAndEarlyRequests,
} from '../lib/early-double';
import { envelope, stubFetch } from '../lib/fetch-double';

// `groups` and `list`: the lottery lists' and home announcements' queries select them; `games`,
// the game list's pages.
const ANSWER = { marker: 'early', groups: [], list: [], games: [] };

/** The page query and language the samples are filled with. */
const SAMPLE_QUERY = new URLSearchParams({ gameId: '7' });
const LANGUAGE = 'en';

const firstGamePage = COMPUTED_REQUESTS[FIRST_GAME_PAGE]!(SAMPLE_QUERY, LANGUAGE);

/** The game list as its screen opens on slots, as a reader of one answer. */
function useOpeningGameList() {
  const { firstPage } = useListSource('RNG', initialListState());
  return { data: firstPage.data, isPending: firstPage.isPending };
}

/**
 * Each first request a route names (src/registry/routes.ts), with the hook of its screen that reads
 * it, filled with a sample page parameter (gameId 7) and language.
 */
const READERS: Record<string, () => { data: unknown; isPending: boolean }> = {
  '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M': () =>
    useHomeAnnouncements(),
  '/wps/relay/PROMOFE_getPromotionList': () => usePromotions(),
  '/wps/relay/GCSGAME_getVendorSorting': () => useVendorSorting(),
  '/lgw/games?prizeMode=LOTT': () => useLotteryGames('LOTT'),
  '/lgw/games?prizeMode=ELOTT': () => useLotteryGames('ELOTT'),
  '/lgw/games/7': () => useLotteryGame(7),
  '/lgw/games/7/play_menu': () => usePlayMenu(7),
  '/lgw/games/7/setting': () => useLotterySetting(7),
  [firstGamePage]: useOpeningGameList,
};

/** The landing script's request to `path`, answered (`arrived`) or still on its way. */
function landingRequest(path: string, arrived: boolean) {
  const data = path.startsWith('/lgw/') ? ANSWER : { success: true, value: ANSWER };
  const response = { status: 200, data };
  setEarlyRequests({
    [API_BASE + path]: {
      headers: GUEST_HEADERS,
      response: arrived ? Promise.resolve(response) : new Promise(() => {}),
      ...(arrived ? { arrived: response, at: Date.now() } : {}),
    },
  });
}

const renderReader = (path: string) => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(READERS[path]!, { wrapper }).result;
};

useGuestClientAndEarlyRequests();

describe("a landing route's first requests", () => {
  it('each have a reader here', () => {
    const named = routes
      .flatMap((route) => route.firstRequests)
      .map(
        (path) =>
          COMPUTED_REQUESTS[path]?.(SAMPLE_QUERY, LANGUAGE) ??
          path.replace('{gameId}', SAMPLE_QUERY.get('gameId')!),
      );
    expect([...new Set(named)].sort()).toEqual(Object.keys(READERS).sort());
  });

  for (const path of Object.keys(READERS)) {
    it(`${path}: its answer is in the screen's first render once it has arrived`, () => {
      const { calls } = stubFetch(() => envelope({}));
      landingRequest(path, true);
      const result = renderReader(path);
      expect(result.current.isPending).toBe(false);
      expect(result.current.data).toBeDefined();
      expect(calls).toHaveLength(0);
    });
  }

  it('load as usual while the early request is still on its way', () => {
    stubFetch(() => envelope({}));
    landingRequest('/wps/relay/PROMOFE_getPromotionList', false);
    expect(renderReader('/wps/relay/PROMOFE_getPromotionList').current.isPending).toBe(true);
  });
});

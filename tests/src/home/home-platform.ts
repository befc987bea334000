import type { Game, VendorSorting } from '../../../src/entities/games/types';
import { stubPlatform, type PlatformState } from '../app/platform-double';
import { wireGame, wireVendor as vendor } from '../games/games-double';
import { envelope } from '../lib/fetch-double';

export const game = (nodeId: string, gameType: string, vassalage = 'PXG'): Game =>
  wireGame({
    nodeId,
    gameId: nodeId,
    gameCode: nodeId,
    roomId: `${vassalage}_${nodeId}`,
    gameName: `Game ${nodeId}`,
    vassalage,
    iconUrl: '',
    gameType,
  });

export const sorting: VendorSorting = {
  gameCategory: ['SPORTS', 'LIVE', 'RNG', 'ELOTT', 'INHOUSE'],
  vendorNames: {
    SPORTS: [vendor('SBK', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('DS88', 'SPORTS')],
    LIVE: [vendor('AUR', 'LIVE')],
    RNG: [vendor('PXG', 'RNG')],
    ELOTT: [vendor('ELT', 'ELOTT')],
    INHOUSE: [vendor('IHG', 'INHOUSE')],
  },
};

/** The shell's platform plus the games relays home calls. */
export function stubHomePlatform(state: PlatformState = {}) {
  return stubPlatform({
    ...state,
    extra: {
      '/wps/relay/GCSGAME_getVendorSorting': () => envelope(sorting),
      '/wps/relay/GCSGAME_hotGamesV2': () =>
        envelope([{ gameType: 'RNG', list: [game('1', 'RNG'), game('2', 'RNG')] }]),
      '/wps/relay/GCSGAME_gameList': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const type = query.get('gameType') ?? '';
        return envelope({
          games: [game(`${type}-1`, type, query.get('vassalage') ?? 'V')],
          pageNum: 1,
          totalPages: 1,
        });
      },
      '/wps/relay/GCSGAME_getRankList': () => envelope([]),
      '/wps/relay/GCSGAME_getHotMatches': () => envelope([]),
      '/wps/relay/VIS_getJackpot': () => envelope({ amount: 1000, currency: 'BRL' }),
      '/wps/relay/MCSFE_getFavoriteGames': () => envelope([]),
      ...state.extra,
    },
  });
}

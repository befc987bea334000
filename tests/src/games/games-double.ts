import type { Game, Vendor, VendorSorting } from '../../../src/entities/games/types';
import { stubPlatform } from '../app/platform-double';
import { envelope, type RecordedCall } from '../lib/fetch-double';

type GameNames = Pick<
  Game,
  'nodeId' | 'gameId' | 'gameCode' | 'roomId' | 'gameName' | 'vassalage' | 'iconUrl' | 'gameType'
>;

/** A game as the platform answers it: the fields named, the rest as for a plain slot game. */
export const wireGame = (fields: GameNames & Partial<Game>): Game => ({
  nodeName: fields.gameName,
  showIcon: true,
  mobileLargeIcon: fields.iconUrl,
  mobileSmallIcon: fields.iconUrl,
  supportPlay: 'H5',
  isGameH5: true,
  playType: '',
  lottoMode: '',
  freeplay: true,
  minBet: 0.1,
  classify: [],
  isNew: false,
  isHot: false,
  ...fields,
});

/** A vendor as the platform answers it; the display name is the code unless given. */
export const wireVendor = (
  vassalage: string,
  gameType: string,
  displayName = vassalage,
): Vendor => ({
  vassalage,
  gameType,
  displayName,
  mobileSmallIcon: `/vendor-icons/${vassalage}.svg`,
  accountTypeName: vassalage,
});

/** A generated game of the double's catalogue. */
export function fakeGame(index: number, overrides: Partial<Game> = {}): Game {
  return wireGame({
    nodeId: String(1000 + index),
    gameId: `g${index}`,
    gameCode: `code-${index}`,
    roomId: `ROOM_${index}`,
    gameName: `Game ${index}`,
    vassalage: index % 2 ? 'PXG' : 'JDG',
    iconUrl: `/icons/${index}.svg`,
    gameType: 'RNG',
    ...overrides,
  });
}

export const SORTING: VendorSorting = {
  gameCategory: ['SPORTS', 'RNG', 'ELOTT', 'LOTT'],
  vendorNames: {
    SPORTS: [wireVendor('SBK', 'SPORTS', 'Stadium Book')],
    RNG: [wireVendor('PXG', 'RNG', 'Pixel Gold'), wireVendor('JDG', 'RNG', 'Jade Dragon')],
    ELOTT: [wireVendor('ELT', 'ELOTT', 'EasyLotto')],
    LOTT: [wireVendor('LTH', 'LOTT', 'Lotto Hub')],
  },
};

export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;

interface CatalogueOptions {
  games?: Game[];
  pageSize?: number;
  favourites?: string[];
  sorting?: VendorSorting;
  /** Page numbers whose request fails. */
  failPages?: number[];
  /** A page whose answer waits until `until` settles. */
  heldPage?: { pageNo: number; until: Promise<unknown> };
}

/** The platform double plus a game catalogue with paging, vendor filter and favourites. */
export function stubGames(options: CatalogueOptions = {}) {
  const games = options.games ?? Array.from({ length: 30 }, (_, i) => fakeGame(i + 1));
  const size = options.pageSize ?? 26;
  const favourites = new Set(options.favourites ?? []);
  const page = (list: Game[], pageNo: number) => ({
    games: list.slice((pageNo - 1) * size, pageNo * size),
    content: list.slice((pageNo - 1) * size, pageNo * size),
    pageNum: pageNo,
    totalPages: Math.ceil(list.length / size),
  });
  const body = (call: RecordedCall) => JSON.parse(call.body ?? '{}') as { nodeId: string };
  const platform = stubPlatform({
    extra: {
      '/wps/relay/GCSGAME_getVendorSorting': () => envelope(options.sorting ?? SORTING),
      '/wps/relay/GCSGAME_getVassGameType': () =>
        envelope({ content: { RNG: { PXG: ['VIDEO', 'CLASSIC'], JDG: ['VIDEO', 'MEGAWAYS'] } } }),
      '/wps/relay/GCSGAME_gameList': (call) => {
        const query = queryOf(call);
        const pageNo = Number(query.get('pageNo'));
        if (options.failPages?.includes(pageNo))
          return { json: { success: false, errorCode: 'system.error' } };
        const vendor = query.get('vassalage');
        const name = query.get('gameName')?.toLowerCase();
        const list = games.filter(
          (g) =>
            (!vendor || g.vassalage === vendor) &&
            (!name || g.gameName.toLowerCase().includes(name)),
        );
        const answer = () => envelope(page(list, pageNo));
        return options.heldPage?.pageNo === pageNo ? options.heldPage.until.then(answer) : answer();
      },
      '/wps/relay/MCSFE_getFavoriteGames': () => envelope([...favourites]),
      '/wps/relay/MCSFE_getFavoriteGamesList': (call) =>
        envelope(
          page(
            games.filter((g) => favourites.has(g.nodeId)),
            Number(queryOf(call).get('pageNo')),
          ),
        ),
      '/wps/relay/MCSFE_addFavoriteGameV2': (call) => {
        favourites.add(body(call).nodeId);
        return envelope(true);
      },
      '/wps/relay/MCSFE_removeFavoriteGameV2': (call) => {
        favourites.delete(body(call).nodeId);
        return envelope(true);
      },
    },
  });
  const callsTo = (relay: string) => platform.calls.filter((call) => call.url.includes(relay));
  return { ...platform, favourites, callsTo };
}

import type { GameListFilter } from '../../../entities/games/api/game-list-params';

/** dataType values of the game list tabs (spec §2 "Game list screen"). */
export const LIST_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** Spec §5 "Filter minimum-bet options": all, 0.01, 0.05, 0.1, 0.5, 0.75. */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

export interface ListState {
  tab: ListTab;
  /** Selected vendor code, or undefined for all vendors. */
  vendor?: string;
  /** Classify chosen in the filter drawer (slots), or undefined for the tab's default. */
  classify?: string;
  minBet?: number;
  /** What is typed in the search box. */
  searchText: string;
  /** What was searched (Enter). */
  gameName: string;
}

export type ListAction =
  | { type: 'tab'; tab: ListTab }
  | { type: 'vendor'; vendor?: string }
  | { type: 'type'; text: string }
  | { type: 'search' }
  | { type: 'filter'; vendor?: string; classify?: string; minBet?: number };

export const initialListState = (vendor?: string): ListState => ({
  tab: 'all',
  vendor,
  searchText: '',
  gameName: '',
});

/** Spec §4 "Game list" transitions; each change of the query restarts from page 1 (new query key). */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'vendor':
      // Tapping the selected vendor again deselects it.
      return { ...state, vendor: action.vendor === state.vendor ? undefined : action.vendor };
    case 'type':
      return { ...state, searchText: action.text };
    case 'search':
      return { ...state, gameName: state.searchText.trim() };
    case 'filter': {
      const { vendor, classify, minBet } = action;
      // Changing the classify clears the search text and the list.
      const cleared = classify !== state.classify ? { searchText: '', gameName: '' } : {};
      return { ...state, vendor, classify, minBet, ...cleared };
    }
  }
}

/** Spec §9 "Vendor strip": 4 slides per view, 8 px apart (VendorStrip, and the first-paint shell). */
export const VENDOR_STRIP = { perView: 4, gapPx: 8 } as const;

/** The list's first screen: two rows of three under the filters, pictures loaded with the page. */
export const FIRST_SCREEN_TILES = 6;

/** Slots ('RNG') browse new games first; every other type lists all. */
export const SLOTS = 'RNG';

/** The gameClassify sent for the all and hot tabs (spec §4). */
export function listClassify(
  gameType: string,
  state: Pick<ListState, 'tab' | 'classify' | 'gameName'>,
) {
  if (state.tab === 'hot') return 'HOT';
  if (state.classify) return state.classify;
  // A search looks through the whole catalogue, not only the new games.
  if (gameType === SLOTS && !state.gameName) return 'NEW';
  return 'ALL';
}

/** The catalogue query of the all and hot tabs for the list's state. */
export const listFilter = (gameType: string, state: ListState): GameListFilter => ({
  gameType,
  gameClassify: listClassify(gameType, state),
  ...(state.vendor ? { vassalage: state.vendor } : {}),
  ...(state.gameName ? { gameName: state.gameName } : {}),
  ...(state.minBet ? { minBet: state.minBet } : {}),
});

/** What a game-list page opens on, from its query: the game type (slots by default), a vendor. */
export const listOfPage = (params: URLSearchParams) => ({
  gameType: params.get('gameType') ?? SLOTS,
  vendor: params.get('vassalage') || undefined,
});

/** Spec §9: 26 games a page (game list and favourites), recent games 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

/** The answer to an unknown (or other tenant's) node id. */
export const GAME_NOT_FOUND = 'game.not.found';
export const GAME_NOT_FOUND_MESSAGE = 'The game does not exist.';

import type { Game } from './types';

export type GameTileVariant = 'small' | 'large';

/** The picture of a game: the large mobile icon for large tiles, else the usual icon. */
export function gameIcon(game: Game, variant: GameTileVariant = 'small'): string {
  const preferred = variant === 'large' ? game.mobileLargeIcon : undefined;
  return preferred || game.iconUrl || game.mobileSmallIcon || game.mobileLargeIcon || '';
}

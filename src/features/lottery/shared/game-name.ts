import type { Translate } from './lottery-error';

/**
 * A catalogue game's name in the reader's language (`lottery.gameNames`); a game the dictionaries do
 * not know yet keeps the name the platform gives it.
 */
export const gameNameText = (t: Translate, gameId: number, platformName: string): string =>
  t(`lottery.gameNames.${gameId}`, { ns: 'shell', defaultValue: platformName });

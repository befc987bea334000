import type { GameRules, Outcome } from '../../../contract/demo-games';
import { isWholeCents, type Minor, toMinor } from '../../../contract/money';
import type { GameRecord } from '../games';
import { CHERRY_PAIR_PAY, SLOT_LINES, SLOT_SYMBOLS, spinSlot } from './slot';
import {
  DRAGON_TIGER_CHOICES,
  DRAGON_TIGER_RETURNS,
  isDragonTigerChoice,
  playDragonTiger,
} from './dragon-tiger';
import { findPick, lobbyMarkets, settleLobbyPick } from './lobby-markets';
import type { OutcomeSource } from './outcome-source';
import { PlayError } from './play-errors';

/** The largest single bet the demo games take. */
export const MAX_BET = 10_000;

export type PlayableGame = Pick<
  GameRecord,
  'id' | 'nodeId' | 'name' | 'gameType' | 'vassalage' | 'iconUrl' | 'minBet' | 'playKind'
>;

export interface Settlement {
  win: Minor;
  outcome: Outcome;
  /** The pick as stored ('' on slots). */
  choice: string;
}

/** Checks the stake against the game's limits (whole cents, min bet ≤ bet ≤ MAX_BET). */
export function checkBet(game: PlayableGame, bet: number): Minor {
  if (!Number.isFinite(bet) || !isWholeCents(bet) || bet < game.minBet || bet > MAX_BET)
    throw new PlayError(
      'bet.invalid',
      `The bet must be between ${game.minBet} and ${MAX_BET}, in cents.`,
    );
  return toMinor(bet);
}

/** Draws the round's outcome with the game's rules. */
export function settle(
  game: PlayableGame,
  source: OutcomeSource,
  bet: Minor,
  choice: unknown,
): Settlement {
  if (game.playKind === 'slot') return { ...spinSlot(source, bet), choice: '' };
  if (game.playKind === 'table') {
    if (!isDragonTigerChoice(choice)) throw choiceInvalid();
    return { ...playDragonTiger(source, bet, choice), choice };
  }
  const pick = findPick(lobbyMarkets(game), choice);
  if (!pick) throw choiceInvalid();
  return { ...settleLobbyPick(source, bet, pick), choice: `${pick.market.id}:${pick.option.id}` };
}

const choiceInvalid = () => new PlayError('choice.invalid', 'Pick one of the offered choices.');

/** What the demo page needs to draw the game: its kind, limits and paytable / choices / markets. */
export function gameRules(game: PlayableGame): GameRules {
  const base = {
    nodeId: game.nodeId,
    name: game.name,
    gameType: game.gameType,
    vassalage: game.vassalage,
    iconUrl: game.iconUrl,
    minBet: game.minBet,
    maxBet: MAX_BET,
  };
  if (game.playKind === 'slot')
    return {
      ...base,
      kind: 'slot',
      // Cells of each paying line, so the page can light up the server's winning lines.
      lines: SLOT_LINES.map((cells) => cells.map((cell) => [...cell])),
      paytable: [
        ...SLOT_SYMBOLS.map(({ symbol, pay }) => ({ symbol, count: 3, pay: pay as number })),
        { symbol: 'cherry', count: 2, pay: CHERRY_PAIR_PAY },
      ],
    };
  if (game.playKind === 'table')
    return {
      ...base,
      kind: 'table',
      choices: [...DRAGON_TIGER_CHOICES],
      returns: DRAGON_TIGER_RETURNS,
    };
  return {
    ...base,
    kind: 'lobby',
    markets: lobbyMarkets(game).map(({ id, title, options }) => ({
      id,
      title,
      options: options.map(({ id: optionId, label, odds }) => ({ id: optionId, label, odds })),
    })),
  };
}

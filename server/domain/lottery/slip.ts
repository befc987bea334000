import type { SlipBet } from '../../../contract/lottery-orders';
import { type Minor, minor, toMajor, toMinor } from '../../../contract/money';
import { type LotteryGame, playOf } from './catalogue';
import { badBet, LotteryError } from './errors';
import { exactMinor, winMinor } from './money';
import type { ParsedBet } from './plays/play';

export interface CheckedBet {
  playId: string;
  content: string;
  unitCents: Minor;
  multiple: number;
  betCount: number;
  amountCents: Minor;
  parsed: ParsedBet;
}

function checkBet(game: LotteryGame, bet: SlipBet, index: number): CheckedBet {
  const { settings } = game;
  const play = playOf(game, bet.playId);
  if (!play) throw badBet(index, 'lottery.play.unknown', `no play ${bet.playId} in ${game.name}`);
  const parsed = play.parse(bet.content);
  if (typeof parsed === 'string') throw badBet(index, 'lottery.content.invalid', parsed);
  if (parsed.betCount !== bet.betCount)
    throw badBet(
      index,
      'lottery.bet.count',
      `the content holds ${parsed.betCount} bets, not ${bet.betCount}`,
    );
  const unitCents = exactMinor(bet.unit);
  if (unitCents === undefined || !settings.units.some((unit) => exactMinor(unit) === unitCents))
    throw badBet(index, 'lottery.unit.invalid', `unit must be one of ${settings.units.join(', ')}`);
  const { multiple } = bet;
  if (
    !Number.isInteger(multiple) ||
    multiple < settings.minMultiple ||
    multiple > settings.maxMultiple
  )
    throw badBet(
      index,
      'lottery.multiple.invalid',
      `multiple must be a whole number from ${settings.minMultiple} to ${settings.maxMultiple}`,
    );
  const amountCents = minor(parsed.betCount * unitCents * multiple);
  if (exactMinor(bet.amount) !== amountCents)
    throw badBet(
      index,
      'lottery.bet.amount',
      `amount must be betCount × unit × multiple = ${toMajor(amountCents).toFixed(2)}`,
    );
  if (amountCents > toMinor(settings.maxBetAmount))
    throw badBet(
      index,
      'lottery.limit.bet',
      `the most one bet can stake is ${settings.maxBetAmount}`,
    );
  if (winMinor(parsed.maxWinHundredths, unitCents, multiple) > toMinor(settings.maxWinAmount))
    throw badBet(
      index,
      'lottery.limit.win',
      `this bet could win more than the maximum win of ${settings.maxWinAmount}: lower the unit or multiple`,
    );
  return {
    playId: play.playId,
    content: bet.content,
    unitCents,
    multiple,
    betCount: parsed.betCount,
    amountCents,
    parsed,
  };
}

/** Checks every bet of a slip against the game's plays and limits; throws the first problem. */
export function checkSlip(game: LotteryGame, bets: readonly SlipBet[]): CheckedBet[] {
  if (!bets.length || bets.length > game.settings.maxBetsPerSlip)
    throw new LotteryError(
      'lottery.slip.size',
      `a slip holds 1 to ${game.settings.maxBetsPerSlip} bets`,
    );
  return bets.map((bet, index) => checkBet(game, bet, index));
}

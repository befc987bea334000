import type { Card, DragonTigerChoice, DragonTigerOutcome } from '../../../contract/demo-games';
import { applyRateRounded, type Minor } from '../../../contract/money';
import { type OutcomeSource } from './outcome-source';

/**
 * The demo table game: Dragon Tiger. One card each (ranks A=1 … K=13 from an endless shoe), the higher
 * wins. Dragon or Tiger pays 1:1 and loses half on a tie (RTP 12.5/13 ≈ 96.2 %); Tie pays 11:1
 * (RTP 12/13 ≈ 92.3 %).
 */
export const DRAGON_TIGER_CHOICES: readonly DragonTigerChoice[] = ['dragon', 'tiger', 'tie'];

/** Total return (stake included) per unit bet when the choice wins, and on a tie for side bets. */
export const DRAGON_TIGER_RETURNS = { side: 2, tie: 12, sideOnTie: 0.5 } as const;

const SUITS = ['S', 'H', 'C', 'D'] as const;

export function isDragonTigerChoice(choice: unknown): choice is DragonTigerChoice {
  return (DRAGON_TIGER_CHOICES as readonly unknown[]).includes(choice);
}

function draw(source: OutcomeSource): Card {
  return { rank: source.int(13) + 1, suit: SUITS[source.int(4)] ?? 'S' };
}

function returnPerUnit(choice: DragonTigerChoice, result: DragonTigerChoice): number {
  if (choice === 'tie') return result === 'tie' ? DRAGON_TIGER_RETURNS.tie : 0;
  if (result === 'tie') return DRAGON_TIGER_RETURNS.sideOnTie;
  return choice === result ? DRAGON_TIGER_RETURNS.side : 0;
}

export function playDragonTiger(
  source: OutcomeSource,
  bet: Minor,
  choice: DragonTigerChoice,
): { win: Minor; outcome: DragonTigerOutcome } {
  const dragon = draw(source);
  const tiger = draw(source);
  const result = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger';
  return {
    win: applyRateRounded(bet, returnPerUnit(choice, result)),
    outcome: { dragon, tiger, result, choice },
  };
}

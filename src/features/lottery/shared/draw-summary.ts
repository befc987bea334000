import type { Draw } from '../types';

/** What a draw card shows: the digits, or the special prize of a Vietnamese draw. */
export const headlineResult = (draw: Pick<Draw, 'result' | 'tiers'>): string[] =>
  draw.tiers ? [...(draw.tiers.special[0] ?? '')] : draw.result;

import { createHash, randomInt } from 'node:crypto';

/** Where a round's randomness comes from: uniform integers in [0, max). */
export interface OutcomeSource {
  int(max: number): number;
}

/** Real play: the operating system's CSPRNG (rejection-sampled by `randomInt`, no modulo bias). */
export const secureSource: OutcomeSource = { int: (max) => randomInt(max) };

const TWO_POW_48 = 2 ** 48;

/**
 * A reproducible stream for the seed's demo rounds: SHA-256 of `seed:counter`, 48 bits per draw.
 * The bias of scaling 48 bits to a small range is below 2^-38, irrelevant for demo data.
 */
export function seededSource(seed: string): OutcomeSource {
  let counter = 0;
  return {
    int(max) {
      const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
      return Math.floor((digest.readUIntBE(0, 6) / TWO_POW_48) * max);
    },
  };
}

/** Picks one item with probability proportional to its weight. */
export function pickWeighted<T extends { weight: number }>(
  source: OutcomeSource,
  items: readonly T[],
): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let ticket = source.int(total);
  for (const item of items) {
    if (ticket < item.weight) return item;
    ticket -= item.weight;
  }
  throw new Error('pickWeighted: empty or zero-weight list');
}

import type { HotGapPosition } from '../../../contract/lottery-draws';
import type { DrawKind } from './results';
import { positionDigits } from './results';
import { DIGITS } from './plays/play';

/** Hot (frequency) and gap (draws since last seen) of each digit per position; `results` newest first. */
export function hotGap(kind: DrawKind, results: readonly (readonly string[])[]): HotGapPosition[] {
  const rows = results.map((result) => positionDigits(kind, result));
  const positions = kind.kind === 'digits' ? kind.count : 5;
  return Array.from({ length: positions }, (_, position) => ({
    position: `P${position + 1}`,
    digits: DIGITS.map((digit) => {
      const seenAt = rows.findIndex((row) => row[position] === digit);
      return {
        digit,
        hot: rows.filter((row) => row[position] === digit).length,
        gap: seenAt === -1 ? rows.length : seenAt,
      };
    }),
  }));
}

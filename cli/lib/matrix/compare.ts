import { describeCombination, type Combination } from './combination';
import { SURFACES, type SurfaceLevel, type SurfaceName, type SurfaceValues } from './surfaces';

/** One surface of one row: what the spec expects, what was shown, and whether they agree. */
export interface SurfaceCheck {
  readonly surface: SurfaceName;
  readonly level: SurfaceLevel;
  readonly pass: boolean;
  readonly expected: readonly string[];
  readonly shown: readonly string[];
}

export interface RowResult {
  readonly combination: Combination;
  readonly checks: readonly SurfaceCheck[];
  /** Path of the browser screenshot, relative to the results file. */
  readonly screenshot?: string;
  readonly ms: number;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Checks every surface the oracle has an expectation for (a surface not observed fails). */
export function compareSurfaces(
  expected: SurfaceValues,
  shown: SurfaceValues,
  levelOf: (surface: SurfaceName) => SurfaceLevel,
): SurfaceCheck[] {
  return SURFACES.flatMap((surface) => {
    const want = expected[surface];
    if (!want) return [];
    const got = shown[surface] ?? ['(not observed)'];
    return [
      { surface, level: levelOf(surface), pass: sameList(want, got), expected: want, shown: got },
    ];
  });
}

/** `- missing`, `+ unexpected` and, when only the order differs, both lists. */
export function describeDifference(check: Pick<SurfaceCheck, 'expected' | 'shown'>): string[] {
  const missing = check.expected.filter((token) => !check.shown.includes(token));
  const extra = check.shown.filter((token) => !check.expected.includes(token));
  const lines = [
    ...missing.map((token) => `- expected ${token}`),
    ...extra.map((token) => `+ shown ${token}`),
  ];
  if (!lines.length) {
    lines.push(
      `  order expected: ${check.expected.join(', ')}`,
      `  order shown:    ${check.shown.join(', ')}`,
    );
  }
  return lines;
}

/** The failure message of a row: its combination, then each failing surface with the difference. */
export function formatRowFailure(result: Pick<RowResult, 'combination' | 'checks'>): string {
  const failing = result.checks.filter((check) => !check.pass);
  return [
    `combination ${describeCombination(result.combination)}`,
    ...failing.flatMap((check) => [
      `surface ${check.surface} (${check.level}):`,
      ...describeDifference(check).map((line) => `    ${line}`),
    ]),
  ].join('\n');
}

import { type Minor, toMajor } from '../../contract/money';

type Majored<T, K extends keyof T> = { [P in keyof T]: P extends K ? number : T[P] };

/** `row` with the money fields `keys` turned from minor units into the wire's major units. */
export function majorFields<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): Majored<T, K> {
  const copy: Record<keyof T, unknown> = { ...row };
  for (const key of keys) copy[key] = toMajor(row[key] as Minor);
  return copy as Majored<T, K>;
}

import type { Tenant } from '../../../schema/tenant';
import type { Combination, UserKind } from './combination';
import { covertable } from './covertable';
import { combinationFromRow, matrixFactors, uniformRow, USER_KINDS } from './factors';
import { combinationFromTenant } from './from-tenant';

/** The fixed seed: the same options always give the same rows, so a failure reproduces. */
export const MATRIX_SEED = 'wl-matrix-1';

export type Strength = 2 | 3;

export interface MatrixOptions {
  /** 2 = every pair of factor values (default), 3 = every triple. */
  strength?: Strength;
  /** Demo tenants whose own configuration is added for every kind of user. */
  tenants?: readonly Tenant[];
  /**
   * Only rows the reference server's demo accounts can play: only `member0` (type 0) has an
   * upline, so `toUpline` follows the user (used by the browser level).
   */
  seededAccounts?: boolean;
}

/** The upline the reference server seeds: `member0` has one, every other demo account has none. */
export const seededUpline = (user: UserKind): boolean => user === 0;

const pad = (index: number) => String(index + 1).padStart(2, '0');

/** Covering rows over every factor, then all-off, all-on and each tenant for every user. */
export function generateMatrix(options: MatrixOptions = {}): Combination[] {
  const { strength = 2, tenants = [], seededAccounts = false } = options;
  const source = `${strength}-wise`;
  const preFilter = seededAccounts
    ? (row: Record<string, unknown>) =>
        row.user === undefined ||
        row.toUpline === undefined ||
        row.toUpline === seededUpline(row.user as UserKind)
    : undefined;
  const rows = covertable.make(matrixFactors() as Record<string, unknown[]>, {
    length: strength,
    seed: MATRIX_SEED,
    sorter: covertable.sorters.hash,
    ...(preFilter ? { preFilter } : {}),
  }) as Record<string, unknown>[];
  if (strength === 2) rows.push(...missingPairRows(rows, preFilter ?? (() => true)));
  const covering = rows.map((row, index) =>
    combinationFromRow(row, `${source[0]}w${pad(index)}`, source),
  );
  return [...covering, ...specialRows(tenants, seededAccounts)];
}

/** All-off, all-on and each tenant's own configuration, each seen by every kind of user. */
export function specialRows(tenants: readonly Tenant[], seededAccounts: boolean): Combination[] {
  const rows: Combination[] = [];
  for (const user of USER_KINDS) {
    const seeded = (row: Combination) =>
      seededAccounts ? { ...row, toUpline: seededUpline(user) } : row;
    rows.push(
      seeded(combinationFromRow(uniformRow(false, user), `all-off/${user}`, 'all-off')),
      seeded(combinationFromRow(uniformRow(true, user), `all-on/${user}`, 'all-on')),
    );
  }
  for (const tenant of tenants) rows.push(...tenantRows(tenant));
  return rows;
}

/** One tenant's configuration for every kind of user (`toUpline` as the demo accounts have it). */
export function tenantRows(tenant: Tenant): Combination[] {
  return USER_KINDS.map((user) =>
    combinationFromTenant(tenant, user, seededUpline(user), `${tenant.code}/${user}`),
  );
}

/**
 * One tenant's matrix (`wl matrix <code>`): its configuration for every kind of user; without
 * seeded accounts also every logged-in user without and with an upline.
 */
export function tenantMatrix(tenant: Tenant, seededAccounts: boolean): Combination[] {
  if (seededAccounts) return tenantRows(tenant);
  return USER_KINDS.flatMap((user) =>
    user === 'guest'
      ? [combinationFromTenant(tenant, user, false, `${tenant.code}/guest`)]
      : [false, true].map((toUpline) =>
          combinationFromTenant(
            tenant,
            user,
            toUpline,
            `${tenant.code}/${user}${toUpline ? '+upline' : ''}`,
          ),
        ),
  );
}

type Row = Record<string, unknown>;

/**
 * covertable can leave a few allowed pairs uncovered when a constraint is in force: one extra
 * row per such pair (the first row with the pair set, and the upline matching the user again).
 */
function missingPairRows(rows: readonly Row[], allowed: (row: Row) => boolean): Row[] {
  const factors = Object.entries(matrixFactors());
  const key = (a: string, x: unknown, b: string, y: unknown) =>
    `${a}=${String(x)}|${b}=${String(y)}`;
  const seen = new Set<string>();
  for (const row of rows) {
    for (const [i, [a]] of factors.entries())
      for (const [b] of factors.slice(i + 1)) seen.add(key(a, row[a], b, row[b]));
  }
  const extra: Row[] = [];
  for (const [i, [a, xs]] of factors.entries()) {
    for (const [b, ys] of factors.slice(i + 1)) {
      for (const x of xs) {
        for (const y of ys) {
          if (seen.has(key(a, x, b, y)) || !allowed({ [a]: x, [b]: y })) continue;
          const row: Row = { ...rows[0], [a]: x, [b]: y };
          if (!allowed(row)) row.toUpline = seededUpline(row.user as UserKind);
          extra.push(row);
          seen.add(key(a, x, b, y));
        }
      }
    }
  }
  return extra;
}

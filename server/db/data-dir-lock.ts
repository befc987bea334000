import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/** Who holds a data folder: written as JSON into `<dataDir>.lock`. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Epoch ms. */
  startedAt: number;
  /** Tells this holder's file from a later one with a reused pid. */
  token: string;
}

/** A second server on one PGlite folder: the operator can fix it (stop the other, or use PostgreSQL). */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `server pid ${holder.pid}${holder.host === hostname() ? '' : ` on host ${holder.host}`}, started ${new Date(holder.startedAt).toISOString()}`
      : 'server that is starting or stopping';
    super(
      `the data folder ${dataDir} is in use by another ${who}. ` +
        `Stop that server first (Ctrl+C in its terminal${holder ? `, or kill ${holder.pid}` : ''}), ` +
        'or give this one its own folder with WL_DATA_DIR; to run several instances on one database, ' +
        `use PostgreSQL through DATABASE_URL. (Lock file: ${lockPathOf(dataDir)}; delete it only if ` +
        'no server is running, e.g. when the pid now belongs to another program.)',
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

export const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

function readHolder(path: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
  } catch {
    return null; // gone, or half-written by a starting holder
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // cannot tell for another machine: assume it runs
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

function createExclusively(path: string, holder: LockHolder): boolean {
  try {
    writeFileSync(path, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function removeIfSame(path: string, token: string) {
  if (readHolder(path)?.token !== token) return;
  try {
    unlinkSync(path);
  } catch {
    // already removed
  }
}

/**
 * Takes `<dataDir>.lock` by exclusive create. A lock whose pid is dead on this host is stale and taken
 * over under a second exclusive file, so two starters cannot both take it. Released on release() and
 * on process exit; a killed process leaves a stale lock the next start takes over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = lockPathOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: Date.now(),
    token: randomBytes(8).toString('hex'),
  };
  if (!createExclusively(path, mine)) takeOverStale(dataDir, path, mine);
  const release = () => {
    process.off('exit', release);
    removeIfSame(path, mine.token);
  };
  process.on('exit', release);
  return { path, release };
}

function takeOverStale(dataDir: string, path: string, mine: LockHolder) {
  const holder = readHolder(path);
  if (!holder || isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
  const guard = `${path}.takeover`;
  if (!createExclusively(guard, mine)) {
    const guardHolder = readHolder(guard);
    if (guardHolder && !isAlive(guardHolder)) removeIfSame(guard, guardHolder.token);
    throw new DataDirLockedError(dataDir, guardHolder);
  }
  try {
    if (readHolder(path)?.token !== holder.token)
      throw new DataDirLockedError(dataDir, readHolder(path));
    unlinkSync(path);
    if (!createExclusively(path, mine)) throw new DataDirLockedError(dataDir, readHolder(path));
  } finally {
    removeIfSame(guard, mine.token);
  }
}

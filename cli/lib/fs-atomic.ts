import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A sibling folder name that no other run will pick (`.tmp-<label>-<random>`). */
export function tempSibling(target: string, label = path.basename(target)): string {
  return path.join(path.dirname(target), `.tmp-${label}-${randomBytes(4).toString('hex')}`);
}

/**
 * Fills a fresh temp folder next to `target`, then renames it into place, so readers see either
 * the previous folder or the complete new one, never a half-written one. On failure the temp
 * folder is removed and any previous `target` is kept.
 */
export async function writeFolderAtomically(
  target: string,
  fill: (dir: string) => Promise<void>,
  { replace }: { replace: boolean },
): Promise<void> {
  const temp = tempSibling(target);
  await mkdir(temp, { recursive: true });
  try {
    await fill(temp);
    await (replace ? swapInto(temp, target) : rename(temp, target));
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Linux cannot exchange two folders in one rename: move the old one aside, then drop it. */
async function swapInto(temp: string, target: string): Promise<void> {
  const old = tempSibling(target, `old-${path.basename(target)}`);
  const hadOld = await rename(target, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  try {
    await rename(temp, target);
  } catch (error) {
    if (hadOld) await rename(old, target);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}

import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Recreates the files of `from` under `to` as hard links (a copy where the file system refuses
 * links), so a hundred tenants share one set of compiled assets on disk.
 */
export async function linkTree(
  from: string,
  to: string,
  skip: (relative: string) => boolean = () => false,
): Promise<number> {
  let count = 0;
  const walk = async (relative: string): Promise<void> => {
    await mkdir(path.join(to, relative), { recursive: true });
    const entries = await readdir(path.join(from, relative), { withFileTypes: true });
    // Side by side: each link is a file-system call, and the thread pool runs several at once.
    await Promise.all(
      entries.map(async (entry) => {
        const child = path.join(relative, entry.name);
        if (skip(child)) return;
        if (entry.isDirectory()) await walk(child);
        else {
          await linkOrCopy(path.join(from, child), path.join(to, child));
          count++;
        }
      }),
    );
  };
  await walk('');
  return count;
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK' && code !== 'ENOTSUP')
      throw error;
    await copyFile(source, target);
  }
}

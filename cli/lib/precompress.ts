import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  COMPRESSED_SUFFIX,
  compressBody,
  compressibleType,
  type Encoding,
  MIN_COMPRESS_BYTES,
} from '../../server/http/compressed-file';

const ENCODINGS = Object.keys(COMPRESSED_SUFFIX) as Encoding[];

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside a text file of at least 1 kB, unless
 * they are already newer than it: compressed once at build time, sent as they are by the server.
 * Answers whether the file is one that gets compressed copies.
 */
export async function writeCompressedCopies(file: string): Promise<boolean> {
  if (!compressibleType(file)) return false;
  const source = await stat(file);
  if (source.size < MIN_COMPRESS_BYTES) return false;
  let raw: Buffer | undefined;
  for (const encoding of ENCODINGS) {
    const copy = file + COMPRESSED_SUFFIX[encoding];
    const existing = await stat(copy).catch(() => undefined);
    if (existing && existing.mtimeMs >= source.mtimeMs) continue;
    raw ??= await readFile(file);
    await writeFile(copy, await compressBody(raw, encoding));
  }
  return true;
}

/**
 * `.br` and `.gz` copies of the compiled app's text files, made once after each compile and
 * hard-linked into every tenant with the rest. index.html is a template: each tenant compresses its
 * own. Answers how many files have copies.
 */
export function precompressApp(appDir: string): Promise<number> {
  return precompressTree(appDir, (relative) => relative === 'index.html');
}

/** {@link writeCompressedCopies} for every file under `dir` but the skipped ones; answers how many. */
export async function precompressTree(
  dir: string,
  skip: (relative: string) => boolean = () => false,
): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !skip(relative));
  const done = await Promise.all(files.map((file) => writeCompressedCopies(path.join(dir, file))));
  return done.filter(Boolean).length;
}

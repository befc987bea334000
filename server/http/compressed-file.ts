import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Below this a compressed answer saves less than its own headers. */
export const MIN_COMPRESS_BYTES = 1024;
/** `wl build` writes `<file>.br` and `<file>.gz` beside each text file; the server sends them as they are. */
export const COMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const CACHE_LIMIT_BYTES = 64 << 20;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content type of a compressible file, or undefined for binary files. */
export function compressibleType(path: string): string | undefined {
  return TEXT_TYPES[extname(path).toLowerCase()];
}

/** The best encoding the client accepts (brotli first); q=0 excludes one. */
export function pickEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

interface Cached {
  body: Promise<Buffer>;
  mtimeMs: number;
  size: number;
}

const cache = new Map<string, Cached>();
let cachedBytes = 0;

/**
 * The build's compressed copy of `path` (see {@link COMPRESSED_SUFFIX}); undefined when it is missing
 * or older than the file (a file replaced by hand after the build).
 */
export async function precompressedFile(
  path: string,
  encoding: Encoding,
): Promise<Buffer | undefined> {
  const copyPath = path + COMPRESSED_SUFFIX[encoding];
  const [source, copy] = await Promise.all([stat(path), stat(copyPath).catch(() => undefined)]);
  if (!copy?.isFile() || copy.mtimeMs < source.mtimeMs) return undefined;
  return readFile(copyPath).catch(() => undefined);
}

/**
 * The file compressed with `encoding`, compressed once (concurrent first requests share the work)
 * and kept in memory until the file changes; undefined when the file is too small to gain anything.
 */
export async function compressedFile(
  path: string,
  encoding: Encoding,
): Promise<Buffer | undefined> {
  const { mtimeMs, size } = await stat(path);
  if (size < MIN_COMPRESS_BYTES) return undefined;
  const key = `${encoding}:${path}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = readFile(path).then((raw) => compressBody(raw, encoding));
  remember(key, { body, mtimeMs, size });
  body.catch(() => cache.delete(key));
  return body;
}

/** Brotli at quality 11 (slow, smallest) or gzip at level 9: for files compressed once. */
export function compressBody(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(raw, { level: 9 });
  return brotli(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/** Counts raw sizes (an upper bound of the compressed ones). */
function remember(key: string, entry: Cached) {
  const previous = cache.get(key);
  if (previous) cachedBytes -= previous.size;
  // A rebuild leaves old hashed files behind: start over rather than grow without bound.
  if (cachedBytes + entry.size > CACHE_LIMIT_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(key, entry);
  cachedBytes += entry.size;
}

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { UserError } from '../../cli/lib/errors';

/** A tenant file is a few kB; anything much larger is not one. */
const BODY_LIMIT_BYTES = 256 * 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new UserError('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The request path decoded and normalised, or undefined when it is malformed. */
export function safeUrlPath(url: string): string | undefined {
  try {
    const decoded = decodeURIComponent(url.split('?')[0] ?? '/');
    const normal = path.posix.normalize(decoded);
    return normal.startsWith('/') && !normal.includes('\0') ? normal : undefined;
  } catch {
    return undefined;
  }
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** A generated text answer that is never cached. */
export function sendBody(response: ServerResponse, type: string, body: string): void {
  response.writeHead(200, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
  });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(value));
}

/** A file with its type, or 404; SVG pictures are sandboxed so one opened directly runs nothing. */
export async function sendFile(
  response: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<void> {
  const content = await readFile(file).catch(() => undefined);
  if (!content) return sendText(response, 404, 'Not found');
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, {
    'content-type': type,
    'cache-control': cacheControl,
    ...(type === 'image/svg+xml' ? { 'content-security-policy': 'sandbox' } : {}),
  });
  response.end(content);
}

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

import { CSP_DIRECTIVES } from './security-headers';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EVENT_HANDLER = /\son[a-z]+="([^"]*)"/gi;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * CSP sources allowing exactly the page's own inline code: each inline `<script>` (the landing
 * script `vite.config.ts` writes, the first-paint shell's) by hash for `script-src`, and inline
 * event handlers (the first banner's `onerror`) by hash under 'unsafe-hashes' for `script-src-attr`
 * (which governs handlers on its own). JSON data blocks never run.
 */
export function inlineScriptSources(html: string): { scripts: string[]; handlers: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/json"/i.test(attributes))
    .map(([, , body = '']) => sha256(body));
  const handlers = [...html.matchAll(EVENT_HANDLER)].map(([, body = '']) => sha256(body));
  return {
    scripts: [...new Set(scripts)],
    handlers: handlers.length ? ["'unsafe-hashes'", ...new Set(handlers)] : [],
  };
}

/** The policy of one page of the site: its inline scripts, and the tenant's API origin to call. */
export function sitePagePolicy(html: string, apiBaseUrl: string): string {
  const apiOrigin = originOf(apiBaseUrl);
  const { scripts, handlers } = inlineScriptSources(html);
  const directives: Record<string, readonly string[] | null> = {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scripts],
    scriptSrcAttr: handlers.length ? handlers : CSP_DIRECTIVES.scriptSrcAttr,
    connectSrc: apiOrigin ? [...CSP_DIRECTIVES.connectSrc, apiOrigin] : CSP_DIRECTIVES.connectSrc,
  };
  return Object.entries(directives)
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== null)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

const filePolicies = new Map<string, { mtimeMs: number; html: string }>();

/** `sitePagePolicy` of a built `index.html`, read again only when the file changes. */
export async function sitePagePolicyOfFile(file: string, apiBaseUrl: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  let cached = filePolicies.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, html: await readFile(file, 'utf8') };
    filePolicies.set(file, cached);
  }
  return sitePagePolicy(cached.html, apiBaseUrl);
}

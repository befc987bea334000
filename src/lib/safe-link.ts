const WEB_SCHEMES = new Set(['https:', 'http:']);

/**
 * `link` (trimmed) when following it loads a web page: an http(s) URL or a path on this site.
 * Anything else (`javascript:`, `data:`, `vbscript:`, …) would run on the page: undefined.
 * @example safeLink('https://t.me/brand') // 'https://t.me/brand'
 * @example safeLink('javascript:alert(1)') // undefined
 */
export function safeLink(link: unknown, base: string = window.location.href): string | undefined {
  if (typeof link !== 'string' || !link.trim()) return undefined;
  const trimmed = link.trim();
  try {
    return WEB_SCHEMES.has(new URL(trimmed, base).protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

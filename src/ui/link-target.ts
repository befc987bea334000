/** How a link inside untrusted HTML is followed (spec §4: http opens externally, others route internally). */
export type LinkTarget =
  { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'native' };

export function classifyLink(href: string): LinkTarget {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  // Phone and mail links are handled by the OS.
  if (/^(mailto|tel|sms):/i.test(trimmed)) return { kind: 'native' };
  return { kind: 'internal', path: trimmed };
}

import { safeLink } from '../../lib/safe-link';

/**
 * Opens a link in a new tab without giving it access to this page; a link that is not a web page
 * (`javascript:`, `data:`, …) is refused, whoever configured it.
 */
export function openExternal(url: string): void {
  const link = safeLink(url);
  if (link) window.open(link, '_blank', 'noopener,noreferrer');
}

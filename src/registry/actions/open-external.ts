/** Opens a link in a new tab without giving it access to this page. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

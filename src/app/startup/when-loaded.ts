/**
 * Runs `callback` once the page has loaded, in a task of its own. The entry module itself starts
 * after the first paint (src/landing/landing.ts), often after `load` has already fired: then at once.
 */
export function whenLoaded(callback: () => void, win: Window = window): void {
  const later = () => setTimeout(callback, 0);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}

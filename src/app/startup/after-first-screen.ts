import { onFirstContent } from './first-content';

/**
 * Runs `callback` in a task of its own once the page has loaded and React's first screen has been
 * painted. Work that the first screen does not need (the other screens' loaders, the service worker)
 * waits for this: started earlier, its requests and script compete with the first screen's for the
 * network and the main thread, and Lighthouse counts every request begun before the largest paint as
 * holding that paint up.
 */
export function afterFirstScreen(root: HTMLElement, callback: () => void, win: Window = window) {
  onFirstContent(root, () => afterNextPaint(win, () => whenLoaded(win, callback)));
}

/** A hidden page (background tab, prerender) paints no frame: it does not wait for one. */
function afterNextPaint(win: Window, run: () => void) {
  const later = () => win.setTimeout(run, 0);
  if (win.document.visibilityState === 'hidden') later();
  else win.requestAnimationFrame(later);
}

function whenLoaded(win: Window, run: () => void) {
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', () => win.setTimeout(run, 0), { once: true });
}

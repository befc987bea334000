import { onFirstContentfulPaint } from '../../landing/contentful-paint';
import { onFirstContent } from './first-content';

/** Without paint timing, or when no contentful paint comes, the screen counts as painted after this. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `callback` in a task of its own once the page has loaded and React's first screen has been
 * painted. Work that the first screen does not need (the other screens' loaders, the service worker)
 * waits for this: started earlier, its requests and script compete with the first screen's for the
 * network and the main thread, and Lighthouse counts every request begun before the largest paint as
 * holding that paint up.
 */
export function afterFirstScreen(root: HTMLElement, callback: () => void, win: Window = window) {
  onFirstContent(root, () => afterPaint(win, () => whenLoaded(win, callback)));
}

/**
 * After the first contentful paint (React's first commit may hold only a loading indicator; on home
 * the first-paint shell painted before React), then two frames: callbacks of the first run before
 * the frame that paints React's screen, and that paint reaches the screen, the time a paint is
 * stamped with, after its task. A hidden page (background tab, prerender) paints nothing: no wait.
 */
function afterPaint(win: Window, run: () => void) {
  const later = () => win.setTimeout(run, 0);
  if (win.document.visibilityState === 'hidden') return later();
  onFirstContentfulPaint(win, PAINT_WAIT_MS, () =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(later)),
  );
}

function whenLoaded(win: Window, run: () => void) {
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', () => win.setTimeout(run, 0), { once: true });
}

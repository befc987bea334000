import { findRoute } from '../../registry';
import { preloadScreen } from '../screens';

/**
 * How long React's first render waits for the landing screen: on a stalled network the page then
 * shows its frame and loading indicator rather than the first-paint shell alone.
 */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Loads the landing screen's code and texts before React's first render asks for them (call once
 * i18n has its language); settles when they are loaded or have failed, or after
 * FIRST_SCREEN_WAIT_MS. The inline landing script (src/landing) has usually fetched those files
 * already; this evaluates them.
 */
export async function preloadLandingScreen(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return;
  await Promise.race([
    preloadScreen(route.screen),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

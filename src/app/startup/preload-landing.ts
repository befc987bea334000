import { findRoute } from '../../registry';
import { preloadScreen } from '../screens';

/**
 * Loads the landing screen's code and texts before React's first render asks for them (call once
 * i18n has its language); settles when they are loaded or have failed. The inline landing script
 * (src/landing) has usually fetched those files already; this evaluates them.
 */
export async function preloadLandingScreen(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (route) await preloadScreen(route.screen);
}

import type { ComponentType } from 'react';

import { routes, type ScreenId } from '../registry';
import { type Preloadable, retryableLazy } from '../lib/retryable-lazy';

type Screen = ComponentType & Preloadable;

const loadHome = () =>
  import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen }));

/** Every other screen goes through `screen-loaders.ts`, a chunk fetched after the page has loaded. */
const loadScreen = (id: ScreenId) =>
  id === 'home' ? loadHome() : import('./screen-loaders').then((m) => m.screenLoaders[id]());

/** The lazy component of every screen a route names (maintenance included: it has a route too). */
export const screens = Object.fromEntries(
  [...new Set(routes.map((route) => route.screen))].map((id) => [
    id,
    retryableLazy(() => loadScreen(id)),
  ]),
) as Record<ScreenId, Screen>;

/**
 * Loads a screen's code (and texts) before it renders, so its first render draws it without
 * suspending; settles either way (a failure is its render's to show).
 */
export const preloadScreen = (id: ScreenId): Promise<void> => screens[id].preload();

/** Fetches the other screens' loaders ahead of the first navigation (call once the page has loaded). */
export function prefetchScreenLoaders(): void {
  void import('./screen-loaders').catch(() => undefined);
}

/** Region-restriction page: a start-up mode, not a route. */
export const RegionRestrictedScreen = retryableLazy(() =>
  import('../features/system/RegionRestrictedScreen').then((m) => ({
    default: m.RegionRestrictedScreen,
  })),
);

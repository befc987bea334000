import { routes } from '../../registry';

/**
 * Starts fetching the landing screen's code while the texts load, instead of after the first
 * render: on /m/home (and its aliases) that is one network round trip less before content.
 * Only home, the page most visits start on; other screens load on demand as before.
 */
export function preloadLandingScreen(pathname: string): void {
  const home = routes.find((route) => route.id === 'home');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (home && (home.path === path || home.aliases.includes(path))) {
    void import('../../features/home/HomeScreen').catch(() => undefined);
  }
}

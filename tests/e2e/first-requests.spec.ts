import { COMPUTED_REQUESTS } from '../../src/landing/computed-requests';
import { routes } from '../../src/registry/routes';
import { expect, test } from './support/test';

/** A value for each query parameter a route's first requests name (`{gameId}`). */
const SAMPLE_QUERY: Record<string, string> = { gameId: '1001' };

/**
 * Requests of which the screen may take only one: moreLottery starts both prize modes' lists, since
 * only the vendor sorting (an early request too) says which one the site shows. When the sorting
 * answers before the screen's first render, the screen asks for that mode alone; otherwise it
 * starts with LOTT and takes both.
 */
const ALTERNATIVES = [['/lgw/games?prizeMode=LOTT', '/lgw/games?prizeMode=ELOTT']];

type EarlyWindow = Window & { __wlEarly?: Record<string, { taken?: boolean }> };

/**
 * Each route's first requests (RouteDef.firstRequests), started by the inline landing script before
 * the app's code arrives, are the very requests the screen sends: the api client takes every one
 * over. A request the screen does not send, or sends otherwise (another query, another order), is
 * never taken, and the player would have paid for it twice.
 */
test.describe('first requests of a landing route', () => {
  for (const route of routes.filter((candidate) => candidate.firstRequests.length)) {
    const names = [
      ...new Set(
        route.firstRequests.flatMap((path) =>
          [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!),
        ),
      ),
    ];
    const query = new URLSearchParams(names.map((name) => [name, SAMPLE_QUERY[name]!]));
    const url = `${route.path}${names.length ? `?${query}` : ''}`;

    test(`${url}: the screen takes over every request the page started`, async ({ page }) => {
      for (const name of names) expect(SAMPLE_QUERY[name], `a sample ${name}`).toBeDefined();
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      // Each early request by path and query: whether the api client took it over.
      const early = () =>
        Object.entries((window as EarlyWindow).__wlEarly ?? {}).map(([key, request]) => {
          const { pathname, search } = new URL(key, location.href);
          return [pathname + search, request.taken === true];
        });
      const language = await page.evaluate(() => document.documentElement.lang);
      const started = route.firstRequests.map(
        (path) =>
          COMPUTED_REQUESTS[path]?.(query, language) ??
          path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_QUERY[name]!),
      );
      const groups = ALTERNATIVES.filter((group) => group.every((path) => started.includes(path)));
      const alone = started.filter((path) => !groups.flat().includes(path));
      const taken = async () => {
        const byPath = Object.fromEntries(await page.evaluate(early)) as Record<string, boolean>;
        return {
          alone: Object.fromEntries(alone.map((path) => [path, byPath[path]])),
          groups: groups.map((group) => group.some((path) => byPath[path])),
        };
      };
      await expect.poll(taken).toEqual({
        alone: Object.fromEntries(alone.map((path) => [path, true])),
        groups: groups.map(() => true),
      });
    });
  }
});

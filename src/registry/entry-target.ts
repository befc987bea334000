import type { EntryTarget, RouteTarget } from './entry';
import type { Gate } from './gate';
import { routeById } from './routes';

/** Anything drawn from a registry list: an entry, a login tab, a social provider. */
interface Gated {
  readonly gate?: Gate;
  readonly target?: EntryTarget;
}

/**
 * The whole visibility of an item: its own gate and, when it opens a route, that route's gate too, so
 * an entry can never be shown while the page it opens is closed. Undefined means always visible.
 */
export function entryGate({ gate, target }: Gated): Gate | undefined {
  const routeGate = target && 'route' in target ? routeById(target.route).gate : undefined;
  if (!routeGate) return gate;
  return gate ? { all: [gate, routeGate] } : routeGate;
}

/** The URL a route target opens: the route's canonical path and its query. */
export function targetPath(target: RouteTarget): string {
  const { path } = routeById(target.route);
  return target.query ? `${path}?${target.query}` : path;
}

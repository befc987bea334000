import { useLocation } from 'react-router-dom';

import type { RouteDef } from './route-types';
import { findRoute, type RouteId } from './routes';

/** The registry route of the current location (undefined on an unknown path). */
export function useCurrentRoute(): RouteDef<RouteId> | undefined {
  return findRoute(useLocation().pathname);
}

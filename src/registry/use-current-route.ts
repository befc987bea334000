import { useLocation } from 'react-router-dom';

import { findRoute, type Route } from './routes';

/** The registry route of the current location (undefined on an unknown path). */
export function useCurrentRoute(): Route | undefined {
  return findRoute(useLocation().pathname);
}

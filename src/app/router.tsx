import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { routes } from '../registry';
import { RouteScreen } from './RouteScreen';
import { ShellLayout } from './ShellLayout';

const HOME = '/m/home';

/** Sends an alias to its canonical path, keeping the query (e.g. `/register.html?r=CODE`). */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** Route objects from the registry: canonical paths inside the shell, aliases redirecting, the rest home. */
function buildRouteObjects(): RouteObject[] {
  const seen = new Set<string>();
  const aliases: RouteObject[] = [];
  for (const route of routes) {
    for (const alias of route.aliases) {
      const normalized = alias.length > 1 ? alias.replace(/\/+$/, '') : alias;
      if (seen.has(normalized)) continue;
      seen.add(normalized);
      aliases.push({ path: normalized, element: <AliasRedirect to={route.path} /> });
    }
  }
  return [
    {
      element: <ShellLayout />,
      children: routes.map((route) => ({
        path: route.path,
        element: <RouteScreen route={route} />,
      })),
    },
    ...aliases,
    { path: '*', element: <Navigate to={HOME} replace /> },
  ];
}

const routeObjects = buildRouteObjects();

/** The registry's routes for the surrounding router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

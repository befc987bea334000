import type { FastifyInstance } from 'fastify';

import type { Endpoint } from '../../contract/endpoint';

/** A registered route, with the contract endpoint it came from (if any). */
export interface RouteEntry {
  method: string;
  url: string;
  contract: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (the contract test and the API docs read it). */
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after this call. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        table.push({ method, url: route.url, contract: route.config?.contract });
  });
}

import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { endpoint } from '../../contract/endpoint';
import { ENDPOINTS } from '../../contract/index';
import { object, record, string } from '../../contract/schema';
import type { AppDeps } from '../../server/context';
import { serve } from '../../server/http/contract-route';
import { ok } from '../../server/http/envelope';
import { registerErrorHandlers } from '../../server/http/errors';
import type { RouteEntry } from '../../server/http/route-table';
import { testApp } from './support/app';

const greeting = endpoint({
  method: 'GET',
  path: '/wps/test/greeting',
  auth: 'public',
  response: record({ text: string, nested: object({ kept: string }, ['kept']) }),
});

/** A bare app serving one endpoint with `answer`, checking answers or not. */
async function serving(answer: unknown, checkAnswers: boolean) {
  const app = Fastify();
  app.decorate('deps', { checkAnswers } as AppDeps);
  registerErrorHandlers(app);
  serve(app, greeting, () => ok(answer) as never);
  await app.ready();
  return app;
}

describe('a route and its contract', () => {
  it('answers what the schema names', async () => {
    const app = await serving({ text: 'hi', nested: { kept: 'yes' } }, true);
    const response = await app.inject({ method: 'GET', url: '/wps/test/greeting' });
    expect(response.json()).toEqual({
      success: true,
      value: { text: 'hi', nested: { kept: 'yes' } },
    });
  });

  it('fails the request when checking and the answer drifts from the schema', async () => {
    for (const drift of [
      { text: 'hi', nested: { kept: 'yes', secret: 'x' } },
      { text: 7, nested: { kept: 'yes' } },
      { nested: { kept: 'yes' } },
    ]) {
      const app = await serving(drift, true);
      const response = await app.inject({ method: 'GET', url: '/wps/test/greeting' });
      expect(response.statusCode, JSON.stringify(drift)).toBe(500);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'system.error',
        message: expect.stringContaining('GET /wps/test/greeting answered outside its contract'),
      });
    }
  });

  it('never sends a field the schema does not name, even unchecked', async () => {
    const app = await serving(
      { text: 'hi', password: 'p', nested: { kept: 'k', token: 't' } },
      false,
    );
    const response = await app.inject({ method: 'GET', url: '/wps/test/greeting' });
    expect(response.json()).toEqual({
      success: true,
      value: { text: 'hi', nested: { kept: 'k' } },
    });
  });
});

describe('the server and the contract', async () => {
  const { app } = await testApp();
  afterAll(() => app.close());
  const apiRoutes = app.routeTable.filter((route) =>
    /^\/(wps|lgw|demo-games)(\/|$)/.test(route.url),
  );

  it('registers every endpoint of the contract, at its path and aliases, from the contract', () => {
    const missing = ENDPOINTS.flatMap((entry) =>
      [entry.path, ...(entry.aliases ?? [])]
        .filter(
          (url) =>
            !apiRoutes.some(
              (route) =>
                route.url === url && route.method === entry.method && route.contract === entry,
            ),
        )
        .map((url) => `${entry.method} ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it('serves no API route outside the contract', () => {
    // Not endpoints: the answer to an unknown lottery path (every method), the demo games' pages.
    const notApi = (route: RouteEntry) =>
      route.url === '/lgw/*' || (route.method === 'GET' && route.url === '/demo-games/:file');
    const outside = apiRoutes
      .filter((route) => !route.contract && !notApi(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(outside).toEqual([]);
  });
});

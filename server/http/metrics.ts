import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

import { smsRefusalCounts } from '../domain/sms-refusals';

/** Route pattern of a request (`/wps/member/info`, `/*`), never the raw URL: label values stay few. */
function routeOf(pattern: string | undefined): string {
  return pattern ?? 'unmatched';
}

/**
 * `GET /metrics` in Prometheus' text format; call on the root instance before the routes so its hook
 * sees every request. One registry per app (tests build many apps in one process): process metrics, requests and their
 * latency per route pattern, method and status (the error rate is the 5xx share), and two counts
 * read from the database at each scrape, so every instance on one database reports the same totals.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { db } = app.deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Counter({
    name: 'wl_ledger_entries_total',
    help: 'Ledger postings (balance changes) ever written, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.query<{ kind: string; entries: number }>(
        'SELECT kind, count(*)::int AS entries FROM ledger_entries GROUP BY kind',
      );
      this.reset();
      for (const row of rows) this.inc({ kind: row.kind }, row.entries);
    },
  });
  new Counter({
    name: 'wl_sms_refusals_total',
    help: 'SMS code requests refused by the abuse budgets, by tenant and reason',
    labelNames: ['tenant', 'reason'] as const,
    registers: [registry],
    async collect() {
      const rows = await smsRefusalCounts(db);
      this.reset();
      for (const row of rows) this.inc({ tenant: row.tenantId, reason: row.reason }, row.refused);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request.routeOptions.url),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** Without metrics, `/metrics` answers 404 (not the site's HTML), so a scraper's mistake shows. */
export function refuseMetrics(app: FastifyInstance): void {
  app.get('/metrics', async (_request, reply) =>
    reply.code(404).type('text/plain').send('Metrics are off; WL_METRICS=1 turns them on.'),
  );
}

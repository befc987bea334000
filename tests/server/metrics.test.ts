import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countSmsRefusal } from '../../server/domain/sms-refusals';
import { getAs, LUCKY7, testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp({ metrics: true }));
});
afterAll(() => app.close());

async function scrape(): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain');
  return answer.body;
}

describe('/metrics', () => {
  it('counts requests and their latency per route pattern, not per raw URL', async () => {
    await getAs(app, LUCKY7, '/wps/system/status');
    await getAs(app, LUCKY7, '/wps/system/status?x=1');
    await app.inject({ method: 'POST', url: '/no/such/route' });
    const text = await scrape();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/wps/system/status",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/wps/system/status",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="POST",route="unmatched",status_code="404"} 1',
    );
    expect(text).not.toContain('x=1');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports ledger postings by kind and refused SMS requests from the database', async () => {
    const [ledger] = await app.deps.db.query<{ kind: string; entries: number }>(
      'SELECT kind, count(*)::int AS entries FROM ledger_entries GROUP BY kind ORDER BY kind LIMIT 1',
    );
    await countSmsRefusal(app.deps.db, 'lucky7', 'captcha');
    await countSmsRefusal(app.deps.db, 'lucky7', 'captcha');
    const text = await scrape();
    expect(text).toContain(`wl_ledger_entries_total{kind="${ledger!.kind}"} ${ledger!.entries}`);
    expect(text).toContain('wl_sms_refusals_total{tenant="lucky7",reason="captcha"} 2');
  });

  it('is not served unless asked for', async () => {
    const { app: plain } = await testApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

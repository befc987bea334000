import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverLogger } from '../../server/http/logging';
import { LUCKY7, testApp } from './support/app';

const SECRET = 'Sup3rSecret!';
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp({ logger: serverLogger({ level: 'info', stream }) }));
});
afterAll(() => app.close());

describe('request logs', () => {
  it('are JSON lines with a request id, sent back as x-request-id, and no secrets', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: `/wps/session/login?password=${SECRET}`,
      headers: {
        merchant: LUCKY7,
        authorization: `Bearer ${SECRET}`,
        cookie: `wl_session=${SECRET}`,
        'content-type': 'application/json',
      },
      payload: { username: 'member0', password: SECRET, type: 'username' },
    });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]).toMatchObject({ req: { method: 'POST', url: '/wps/session/login' } });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('redact authorization, cookies and passwords logged by hand', () => {
    app.log.info(
      {
        headers: { authorization: SECRET, cookie: SECRET },
        body: { password: SECRET, newPassword: SECRET },
        member: { password: SECRET },
      },
      'by hand',
    );
    const line = lines.find((entry) => entry.msg === 'by hand');
    expect(line).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', newPassword: '[redacted]' },
      member: { password: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});

/**
 * API throughput of the reference server under autocannon: the catalogue (game list, hot games, site
 * settings), login, balance and a demo-game round, on embedded PGlite and on a real PostgreSQL with
 * one and with two instances. Real HTTP on 127.0.0.1; the load generator shares the machine's cores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import autocannon from 'autocannon';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { freePort } from '../support/free-port';
import { startPostgresCluster } from '../server/support/postgres-cluster';

/** Perlas sends its login in clear (encryption none), so the load generator needs no TCG client. */
const MERCHANT = 'PERLASPH';
const CONNECTIONS = 20;
const DURATION_S = 5;

export interface LoadFigure {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Body per request (a fresh round id for each game round). */
  body?: () => string;
  /** A fixed number of requests instead of the duration (rounds spend the player's balance). */
  amount?: number;
  token?: boolean;
}

async function post(
  origin: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { merchant: MERCHANT, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<{ value: Record<string, unknown> }>;
}

async function get(origin: string, path: string, token: string) {
  const response = await fetch(`${origin}${path}`, {
    headers: { merchant: MERCHANT, authorization: token },
  });
  return response.json() as Promise<{ value: Record<string, unknown> }>;
}

/**
 * A fresh free-play account (2,000 in play money, its own wallet) with a demo slot open: the token
 * for balance and a game ticket for rounds. Each measurement gets its own, so no run spends another's
 * balance.
 */
async function sessionAndTicket(origin: string) {
  const trial = await post(origin, '/wps/session/login/freeplay', {});
  const token = String(trial.value.token);
  const list = await get(origin, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', token);
  const [game] = list.value.games as { nodeId: string }[];
  const launch = await get(origin, `/wps/game/launchGame?nodeId=${game?.nodeId}`, token);
  const ticket = new URL(String(launch.value.url), origin).searchParams.get('ticket') ?? '';
  return { token, ticket };
}

function endpoints(ticket: string): Endpoint[] {
  const login = JSON.stringify({ username: 'member0', password: DEMO_PASSWORD, type: 'username' });
  return [
    {
      name: 'game list',
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30',
    },
    { name: 'hot games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2' },
    { name: 'site settings', method: 'GET', path: '/wps/system/setting/consolidated' },
    { name: 'balance', method: 'GET', path: '/wps/wallets/balance', token: true },
    // 1,000 rounds at the minimum bet stay well inside the trial's 2,000 even on a losing streak.
    {
      name: 'game round',
      amount: 1_000,
      method: 'POST',
      path: '/demo-games/api/round',
      body: () => JSON.stringify({ ticket, bet: 5, roundId: randomUUID() }),
    },
    { name: 'login (scrypt)', method: 'POST', path: '/wps/session/login', body: () => login },
  ];
}

/** One autocannon run against every origin at once (one per instance); figures summed or worst. */
async function load(origins: string[], endpoint: Endpoint, token: string) {
  const results = await Promise.all(
    origins.map((origin) =>
      autocannon({
        url: `${origin}${endpoint.path}`,
        method: endpoint.method,
        connections: Math.ceil(CONNECTIONS / origins.length),
        ...(endpoint.amount
          ? { amount: Math.ceil(endpoint.amount / origins.length) }
          : { duration: DURATION_S }),
        headers: {
          merchant: MERCHANT,
          'content-type': 'application/json',
          ...(endpoint.token ? { authorization: token } : {}),
        },
        ...(endpoint.body
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: endpoint.body!() }) }] }
          : {}),
      }),
    ),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

/**
 * A reference server in a process of its own (as deployed: instances never share an event loop),
 * answering once its status endpoint does.
 */
async function spawnServer(
  env: Record<string, string>,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), WL_ABUSE_LIMITS_SCALE: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/wps/system/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(database: string, env: Record<string, string>, instances: number) {
  // One after the other: servers starting together on one database take turns seeding anyway.
  const servers = [];
  for (let index = 0; index < instances; index += 1) servers.push(await spawnServer(env));
  try {
    const origins = servers.map((server) => server.origin);
    const { token, ticket } = await sessionAndTicket(origins[0]!);
    const figures: LoadFigure[] = [];
    for (const endpoint of endpoints(ticket))
      figures.push({
        database,
        endpoint: endpoint.name,
        ...(await load(origins, endpoint, token)),
      });
    return figures;
  } finally {
    for (const { child } of servers) child.kill('SIGTERM');
  }
}

export async function measureApiLoad(): Promise<LoadFigure[]> {
  const figures = await measure('PGlite', { WL_DATA_DIR: 'memory://' }, 1);
  const cluster = await startPostgresCluster();
  try {
    const env = { DATABASE_URL: cluster.url };
    figures.push(...(await measure('PostgreSQL ×1', env, 1)));
    figures.push(...(await measure('PostgreSQL ×2', env, 2)));
  } finally {
    await cluster.stop();
  }
  return figures;
}

const CATALOGUE = new Set(['game list', 'hot games', 'site settings']);

/** The table, with the catalogue goal (p99 < 20 ms at 300 requests/s on PostgreSQL) and the ×2 gain. */
export function printApiLoad(figures: LoadFigure[]): boolean {
  console.log('database        endpoint         req/s    p50 ms  p99 ms  errors');
  for (const row of figures) {
    console.log(
      `${row.database.padEnd(15)} ${row.endpoint.padEnd(15)} ${row.requestsPerSecond.toFixed(0).padStart(7)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${row.errors}`,
    );
  }
  const on = (database: string, endpoint: string) =>
    figures.find((row) => row.database === database && row.endpoint === endpoint);
  let ok = figures.every((row) => row.errors === 0);
  for (const endpoint of CATALOGUE) {
    const one = on('PostgreSQL ×1', endpoint);
    const two = on('PostgreSQL ×2', endpoint);
    if (!one || !two) continue;
    const meets = one.p99 < 20 && one.requestsPerSecond >= 300;
    const gain = two.requestsPerSecond / one.requestsPerSecond;
    console.log(
      `${endpoint}: p99 ${one.p99} ms at ${one.requestsPerSecond.toFixed(0)} req/s (goal < 20 ms at ≥ 300) ${meets ? 'ok' : 'OVER'}; 2 instances ${gain.toFixed(2)}× (goal ≥ 1.7×, needs more cores than the load generator shares)`,
    );
    ok &&= meets;
  }
  return ok;
}

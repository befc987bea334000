import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Tenant } from '../schema/tenant';
import type { AppDeps } from './context';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { DEMO_PASSWORD } from './db/seed/demo-members';
import { seedTenants } from './db/seed/seed';
import { assertDevAllowed } from './dev-mode';
import { type AbuseLimits, abuseLimitsFromEnv } from './domain/abuse-limits';
import { type Clock, movableClock, systemClock } from './domain/clock';
import { ensureTransportKey, TransportKeyRing } from './domain/crypto/transport-keys';
import { databaseOutbox, discardingOutbox } from './domain/outbox';
import { TenantDirectory } from './domain/tenants';
import { registerApiCompression } from './http/api-compression';
import { registerBodyParsers } from './http/body';
import { registerErrorHandlers } from './http/errors';
import { refuseHostileInput } from './http/input-guard';
import { resolveMerchant } from './http/merchant';
import { refuseMetrics, registerMetrics } from './http/metrics';
import { registerCors } from './http/cors';
import { loadSigningSecret } from './domain/crypto/signing-secret';
import { recordRoutes } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import { agentDownlineRoutes } from './routes/agent-downline';
import { agentIncomeRoutes } from './routes/agent-income';
import { captchaRoutes } from './routes/captcha';
import { clubRoutes } from './routes/club';
import { contentRoutes } from './routes/content';
import { contractsRoutes } from './routes/contracts';
import { depositRoutes } from './routes/deposit';
import { devRoutes } from './routes/dev';
import { devIdpRoutes } from './routes/dev-idp';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { lotteryRoutes } from './routes/lottery';
import { lotteryDevRoutes } from './routes/lottery-dev';
import { memberRoutes } from './routes/member';
import { passwordRoutes } from './routes/password';
import { playRoutes } from './routes/play';
import { recordsRoutes } from './routes/records';
import { registerRoutes } from './routes/register';
import { relayRoutes } from './routes/relay';
import { rewardsRoutes } from './routes/rewards';
import { securityRoutes } from './routes/security';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { socialRoutes } from './routes/social';
import { systemRoutes } from './routes/system';
import { teamRoutes } from './routes/team';
import { verificationRoutes } from './routes/verification';
import { withdrawRoutes } from './routes/withdraw';
import { liveTenants } from './live-tenants';
import { loadServerTenants } from './tenants';

export interface AppOptions {
  /** Tenants to serve; loaded and validated from `tenantsDir` when omitted. */
  tenants?: Tenant[];
  /** @default `<repo>/tenants` */
  tenantsDir?: string;
  /**
   * How often the tenants folder is checked for tenants added, edited or removed while the server
   * runs (0: never). Only when the tenants come from `tenantsDir`. @default 1000
   */
  tenantsReloadMs?: number;
  /** Folder of the built sites (`<distDir>/<code>/index.html`). @default `dist` (cwd) */
  distDir?: string;
  /** An opened database (tests start from a snapshot); closed with the app. Wins over the two below. */
  db?: Db;
  /**
   * `db` is already migrated and seeded for these tenants (the tests' snapshot): skip both, which
   * would only confirm every seeded row (~0.7 s a server, most of a server test file's set-up).
   */
  seeded?: boolean;
  /** PGlite data folder; in memory when neither this nor `databaseUrl` is given. */
  dataDir?: string;
  /** PostgreSQL connection string (wins over `dataDir`). */
  databaseUrl?: string;
  /** Fastify logger (pino). @default false */
  logger?: FastifyServerOptions['logger'];
  /** The clock (epoch ms); tests pass their own to move time. */
  now?: Clock;
  /**
   * The development back office: `/dev/*` routes (outbox, clock, decisions), the dev identity provider
   * and a movable clock; without it the outbox discards. Refused when NODE_ENV=production.
   * @default false
   */
  dev?: boolean;
  /** Trust X-Forwarded-For (behind a proxy) for client IPs used by login throttling. @default false */
  trustProxy?: boolean;
  /** Serve Prometheus metrics at `/metrics` (keep it off the public internet, docs/deploy.md). @default false */
  metrics?: boolean;
  /** Login, SMS and account-creation budgets per address and tenant. @default env WL_ABUSE_LIMITS_SCALE, else production */
  limits?: AbuseLimits;
  /**
   * Check every successful answer of a contract route against its schema (contract/), failing the
   * request on drift: for tests and development, not for production traffic. @default `dev`
   */
  checkAnswers?: boolean;
}

/**
 * Largest request body (Fastify's default is 1 MiB): JSON and encrypted forms are a few kB; the image
 * uploads (identity check, activity applications) set their own larger limits on their routes.
 */
const DEFAULT_BODY_LIMIT = 128 * 1024;

/** Arbitrary constant (migrations use another): serialises seeding across servers on one database. */
const SEED_LOCK_ID = 720_432;

/** Builds the reference platform server without listening: open, migrate and seed the database, wire routes. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const tenants = options.tenants ?? (await loadServerTenants(options.tenantsDir));
  const dev = options.dev ?? false;
  assertDevAllowed(dev);
  // Browser tests move the development server's clock (POST /dev/clock/advance) instead of waiting.
  const now = options.now ?? (dev ? movableClock() : systemClock);
  const db = options.db ?? (await openDb(options));
  try {
    if (!(options.db && options.seeded)) {
      await migrate(db);
      // Seeds post ledger rows and lock wallets: servers starting together on one database take turns.
      await db.exclusively(SEED_LOCK_ID, () => seedTenants(db, now, tenants, DEMO_PASSWORD));
    }
    await ensureTransportKey(db, now);
    return await createFastify(options, {
      db,
      now,
      tenants: new TenantDirectory(tenants),
      transportKeys: new TransportKeyRing(db, now),
      distDir: resolve(options.distDir ?? 'dist'),
      dev,
      outbox: dev ? databaseOutbox(db, now) : discardingOutbox,
      signingSecret: await loadSigningSecret(db, now),
      limits: options.limits ?? abuseLimitsFromEnv(),
      checkAnswers: options.checkAnswers ?? dev,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function createFastify(options: AppOptions, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    genReqId: () => randomUUID(),
  });
  app.decorate('deps', deps);
  recordRoutes(app);
  app.decorateRequest('merchant', null);
  app.decorateRequest('session', null);
  app.addHook('onClose', () => deps.db.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app);
  await registerCors(app);
  if (options.metrics) registerMetrics(app);
  else refuseMetrics(app);
  await registerApiCompression(app);
  registerBodyParsers(app);
  registerErrorHandlers(app);
  app.addHook('onRequest', resolveMerchant);
  app.addHook('preHandler', refuseHostileInput);
  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(captchaRoutes);
  await app.register(memberRoutes);
  await app.register(relayRoutes);
  await app.register(gameRoutes);
  await app.register(registerRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
  await app.register(playRoutes);
  await app.register(clubRoutes);
  await app.register(recordsRoutes);
  await app.register(lotteryRoutes);
  await app.register(rewardsRoutes);
  await app.register(securityRoutes);
  await app.register(withdrawRoutes);
  await app.register(depositRoutes);
  await app.register(contentRoutes);
  await app.register(contractsRoutes);
  await app.register(agentDownlineRoutes);
  await app.register(agentIncomeRoutes);
  await app.register(teamRoutes);
  if (deps.dev) await app.register(devRoutes);
  if (deps.dev) await app.register(devIdpRoutes);
  if (deps.dev) await app.register(lotteryDevRoutes);
  await app.register(siteRoutes);
  const reloadMs = options.tenants ? 0 : (options.tenantsReloadMs ?? 1000);
  if (reloadMs > 0) {
    await app.register(liveTenants, {
      tenantsDir: options.tenantsDir,
      intervalMs: reloadMs,
      seed: (tenants: Tenant[]) =>
        deps.db.exclusively(SEED_LOCK_ID, () =>
          seedTenants(deps.db, deps.now, tenants, DEMO_PASSWORD),
        ),
    });
  }
  await app.ready();
  return app;
}

import type { Endpoint } from '../contract/endpoint';
import type { Db } from './db/db';
import type { AbuseLimits } from './domain/abuse-limits';
import type { Clock } from './domain/clock';
import type { Outbox } from './domain/outbox';
import type { TransportKeyRing } from './domain/crypto/transport-keys';
import type { SessionIdentity } from './domain/sessions';
import type { MerchantMatch, TenantDirectory } from './domain/tenants';

/** What every route needs, decorated on the Fastify instance as `app.deps`. */
export interface AppDeps {
  db: Db;
  now: Clock;
  tenants: TenantDirectory;
  /** The RSA keys of the TCG key transport, kept in the database. */
  transportKeys: TransportKeyRing;
  /** Folder holding `dist/<code>/` of each built tenant. */
  distDir: string;
  /** Development routes (`/dev/*`) are on. */
  dev: boolean;
  /** SMS / e-mail / captcha / social messages: the dev outbox, or discarded in production. */
  outbox: Outbox;
  /** Signs payment links, game tickets and social tokens; one per database (signing-secret.ts). */
  signingSecret: Buffer;
  /** Login, SMS and account budgets per client address and per tenant. */
  limits: AbuseLimits;
  /** Successful answers of contract routes are checked against their schemas (tests, development). */
  checkAnswers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The tenant picked by the `Merchant` header (set for every `/wps` request that gets past the hook). */
    merchant: MerchantMatch | null;
    /** The caller's live session (set by the session pre-handlers). */
    session: SessionIdentity | null;
  }
  interface FastifyContextConfig {
    /** The body is TCG-encrypted (protocol.md §3) and decrypted before validation. */
    encrypted?: boolean;
    /** The contract endpoint the route was registered from (server/http/contract-route.ts). */
    contract?: Endpoint;
  }
}

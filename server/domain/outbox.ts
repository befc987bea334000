import type { Queryable } from '../db/db';
import type { Clock } from './clock';

export type OutboxChannel = 'sms' | 'email' | 'captcha' | 'social';

export interface OutboxMessage {
  tenant: string;
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

/**
 * Where messages a real platform would deliver out of band go: the development outbox
 * (`GET /dev/outbox`). In production there is no gateway, so nothing is kept (codes stay secret).
 */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}

export const discardingOutbox: Outbox = { send: async () => {} };

export function databaseOutbox(db: Queryable, now: Clock): Outbox {
  return {
    async send(message) {
      await db.query(
        `INSERT INTO outbox (tenant_id, channel, recipient, subject, body, code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          message.tenant,
          message.channel,
          message.to,
          message.subject ?? null,
          message.body,
          message.code ?? null,
          now(),
        ],
      );
    },
  };
}

/** Newest first, optionally filtered by exact recipient and channel. */
export async function listOutbox(db: Queryable, filter: { to?: string; channel?: string }) {
  const rows = await db.query<OutboxMessage & { id: number; createdAt: number }>(
    `SELECT id, channel, recipient AS "to", subject, body, code, created_at AS "createdAt", tenant_id AS tenant
     FROM outbox WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR channel = $2)
     ORDER BY id DESC LIMIT 200`,
    [filter.to ?? null, filter.channel ?? null],
  );
  return rows.map(({ subject, code, ...row }) => ({
    ...row,
    ...(subject === null ? {} : { subject }),
    ...(code === null ? {} : { code }),
  }));
}

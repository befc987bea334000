import { createHmac } from 'node:crypto';

import { type Clock, HOUR } from '../clock';
import { signToken, verifyToken } from '../signed-tokens';

/** A launch URL works this long; the player launches again from the site afterwards. */
export const TICKET_TTL_MS = HOUR;

/** Who plays which game: what a signed game ticket carries. */
export interface GameTicket {
  tenantId: string;
  memberId: number;
  /** `games.id`. */
  gameId: number;
  trial: boolean;
}

/** Tickets get their own key, derived from the server's per-start secret. */
export function ticketKey(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('demo-game-tickets').digest();
}

export function issueTicket(key: Buffer, now: Clock, ticket: GameTicket): string {
  return signToken(
    key,
    now,
    { tid: ticket.tenantId, mid: ticket.memberId, gid: ticket.gameId, trial: ticket.trial },
    TICKET_TTL_MS,
  );
}

/** The ticket's claims when it is well signed and unexpired. */
export function readTicket(key: Buffer, now: Clock, token: unknown): GameTicket | undefined {
  const claims = verifyToken(key, now, token);
  if (!claims) return undefined;
  const { tid, mid, gid, trial } = claims;
  if (typeof tid !== 'string' || typeof mid !== 'number' || typeof gid !== 'number')
    return undefined;
  return { tenantId: tid, memberId: mid, gameId: gid, trial: trial === true };
}

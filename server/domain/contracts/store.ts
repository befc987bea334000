import type { Db, Queryable } from '../../db/db';
import { whenUniqueViolation } from '../../db/idempotency';
import type { Clock } from '../clock';
import type { Contract, ContractKind, ContractTerms } from './types';

const COLUMNS = `c.id, c.kind, c.status, c.terms, u.username AS "offeredBy", c.offered_at AS "offeredAt",
  c.answered_at AS "answeredAt"`;
const FROM = 'agent_contracts c LEFT JOIN members u ON u.id = c.offered_by';

/**
 * The agent's contract of this kind as its page shows it: the live one (offered or accepted), else
 * the latest rejected one, else undefined.
 */
export async function currentContract(
  db: Queryable,
  tenantId: string,
  memberId: number,
  kind: ContractKind,
): Promise<Contract | undefined> {
  const [row] = await db.query<Contract>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.tenant_id = $1 AND c.member_id = $2 AND c.kind = $3
     ORDER BY (c.status = 'rejected'), c.id DESC LIMIT 1`,
    [tenantId, memberId, kind],
  );
  return row;
}

/** The accepted contract of this kind (what pays), if any: other slices read its terms here. */
export async function acceptedContract(
  db: Queryable,
  tenantId: string,
  memberId: number,
  kind: ContractKind,
): Promise<Contract | undefined> {
  const contract = await currentContract(db, tenantId, memberId, kind);
  return contract?.status === 'accepted' ? contract : undefined;
}

/** Offers waiting for the agent's answer (at most one per kind). */
export function pendingOffers(
  db: Queryable,
  tenantId: string,
  memberId: number,
): Promise<{ kind: ContractKind; id: number }[]> {
  return db.query<{ kind: ContractKind; id: number }>(
    `SELECT kind, id FROM agent_contracts WHERE tenant_id = $1 AND member_id = $2 AND status = 'offered'
     ORDER BY id`,
    [tenantId, memberId],
  );
}

export interface Offer {
  tenantId: string;
  memberId: number;
  kind: ContractKind;
  terms: ContractTerms;
  offeredBy: number | null;
  seedKey?: string;
}

/** Offers a contract; undefined when one of this kind is already live (offered or accepted). */
export async function offerContract(
  db: Db,
  now: Clock,
  offer: Offer,
): Promise<Contract | undefined> {
  // The partial unique index on live contracts refuses a second live one of the kind.
  return whenUniqueViolation(
    async () => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO agent_contracts (tenant_id, member_id, kind, status, terms, offered_by, seed_key, offered_at)
         VALUES ($1, $2, $3, 'offered', $4, $5, $6, $7) ON CONFLICT (tenant_id, seed_key) DO NOTHING
         RETURNING id`,
        [
          offer.tenantId,
          offer.memberId,
          offer.kind,
          JSON.stringify(offer.terms),
          offer.offeredBy,
          offer.seedKey ?? null,
          now(),
        ],
      );
      if (!row) return undefined;
      return currentContract(db, offer.tenantId, offer.memberId, offer.kind);
    },
    () => undefined,
  );
}

export type AnswerResult =
  | { outcome: 'answered' | 'unchanged'; contract: Contract }
  | { outcome: 'notFound' }
  | { outcome: 'alreadyAnswered'; contract: Contract };

/**
 * The agent's answer to an offer. Idempotent: answering an answered contract the same way answers
 * it unchanged; asking to flip it is refused (`alreadyAnswered`).
 */
export async function answerContract(
  db: Queryable,
  now: Clock,
  target: { tenantId: string; memberId: number; kind: ContractKind; contractId: number },
  accept: boolean,
): Promise<AnswerResult> {
  const wanted = accept ? 'accepted' : 'rejected';
  const params = [target.tenantId, target.memberId, target.kind, target.contractId];
  // The status condition makes concurrent answers race safely: only one UPDATE finds 'offered'.
  const updated = await db.query(
    `UPDATE agent_contracts SET status = $5, answered_at = $6
     WHERE tenant_id = $1 AND member_id = $2 AND kind = $3 AND id = $4 AND status = 'offered'
     RETURNING id`,
    [...params, wanted, now()],
  );
  const [contract] = await db.query<Contract>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE c.tenant_id = $1 AND c.member_id = $2 AND c.kind = $3 AND c.id = $4`,
    params,
  );
  if (!contract) return { outcome: 'notFound' };
  if (updated.length > 0) return { outcome: 'answered', contract };
  return contract.status === wanted
    ? { outcome: 'unchanged', contract }
    : { outcome: 'alreadyAnswered', contract };
}

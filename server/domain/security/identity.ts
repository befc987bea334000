import type { IdentityImages, Verification, VerificationStatus } from '../../../contract/security';
import type { Db, Queryable } from '../../db/db';
import { AccountError } from '../account-errors';
import type { Clock } from '../clock';
import { findLoginCandidate } from '../members';
import { securityErrors } from './errors';
import { decodeImage, IDENTITY_SIDES, type IdentitySide } from './identity-images';
import type { Caller } from './payment-password-flows';

export type { Verification, VerificationStatus };

const NONE: Verification = {
  status: 'NOT_VERIFIED',
  submittedAt: null,
  decidedAt: null,
  rejectReason: '',
};

export async function verificationOf(db: Queryable, caller: Caller): Promise<Verification> {
  const [row] = await db.query<Verification>(
    `SELECT status, submitted_at AS "submittedAt", decided_at AS "decidedAt", reject_reason AS "rejectReason"
     FROM identity_verifications WHERE tenant_id = $1 AND member_id = $2`,
    [caller.tenantId, caller.memberId],
  );
  return row ?? NONE;
}

/** Stores ID front, back and selfie and puts the member under review (again after a rejection). */
export async function submitVerification(
  deps: { db: Db; now: Clock },
  caller: Caller,
  images: IdentityImages,
): Promise<Verification> {
  const decoded = IDENTITY_SIDES.map((side) => ({ side, ...decodeImage(side, images[side]) }));
  const { tenantId, memberId } = caller;
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.query<{ status: VerificationStatus }>(
      'SELECT status FROM identity_verifications WHERE tenant_id = $1 AND member_id = $2 FOR UPDATE',
      [tenantId, memberId],
    );
    if (current?.status === 'UNDER_REVIEW') throw securityErrors.verificationPending();
    if (current?.status === 'VERIFIED') throw securityErrors.alreadyVerified();
    await tx.query(
      `INSERT INTO identity_verifications (tenant_id, member_id, status, submitted_at)
       VALUES ($1, $2, 'UNDER_REVIEW', $3)
       ON CONFLICT (tenant_id, member_id) DO UPDATE SET status = 'UNDER_REVIEW',
         submitted_at = EXCLUDED.submitted_at, decided_at = NULL, reject_reason = ''`,
      [tenantId, memberId, deps.now()],
    );
    await tx.query('DELETE FROM identity_documents WHERE tenant_id = $1 AND member_id = $2', [
      tenantId,
      memberId,
    ]);
    for (const image of decoded) {
      await tx.query(
        `INSERT INTO identity_documents (tenant_id, member_id, side, content_type, image)
         VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, memberId, image.side, image.contentType, image.bytes],
      );
    }
  });
  return verificationOf(deps.db, caller);
}

/** A reviewer's decision on a verification under review (development route). */
export async function decideVerification(
  deps: { db: Db; now: Clock },
  tenantId: string,
  username: string,
  decision: { approve: boolean; reason?: string },
): Promise<Verification> {
  const member = await findLoginCandidate(deps.db, tenantId, username);
  if (!member)
    throw new AccountError('user.not.found', 'Sorry, the user does not exist or is disabled.');
  const rows = await deps.db.query(
    `UPDATE identity_verifications SET status = $3, decided_at = $4, reject_reason = $5
     WHERE tenant_id = $1 AND member_id = $2 AND status = 'UNDER_REVIEW' RETURNING 1`,
    [
      tenantId,
      member.id,
      decision.approve ? 'VERIFIED' : 'REJECTED',
      deps.now(),
      decision.approve ? '' : (decision.reason ?? ''),
    ],
  );
  if (!rows.length)
    throw new AccountError('kyc.not.under.review', 'There is no verification under review.');
  return verificationOf(deps.db, { tenantId, memberId: member.id });
}

/** How many bytes of each image are stored (tests and reviewers; never the images to members). */
export async function storedDocuments(db: Queryable, caller: Caller) {
  return db.query<{ side: IdentitySide; contentType: string; size: number }>(
    `SELECT side, content_type AS "contentType", octet_length(image) AS size FROM identity_documents
     WHERE tenant_id = $1 AND member_id = $2 ORDER BY side`,
    [caller.tenantId, caller.memberId],
  );
}

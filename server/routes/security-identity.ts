import type { FastifyInstance } from 'fastify';

import { verificationOf, submitVerification } from '../domain/security/identity';
import { IDENTITY_SIDES, type IdentitySide } from '../domain/security/identity-images';
import { MAX_IMAGE_TEXT } from '../domain/uploaded-image';
import { ok } from '../http/envelope';
import { requireSession, sessionOf } from '../http/session';
import { realCaller } from './security-caller';

/** Three base64 images and JSON around them. */
const BODY_LIMIT = IDENTITY_SIDES.length * MAX_IMAGE_TEXT + 4096;

const submitBody = {
  type: 'object',
  required: [...IDENTITY_SIDES],
  properties: Object.fromEntries(
    IDENTITY_SIDES.map((side) => [side, { type: 'string', maxLength: MAX_IMAGE_TEXT }]),
  ),
} as const;

/** Identity verification (KYC): ID front, back and selfie with ID; the images are never served back. */
export async function securityIdentityRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/wps/member/identity', { onRequest: requireSession }, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    return ok(await verificationOf(deps.db, { tenantId, memberId }));
  });

  app.post<{ Body: Record<IdentitySide, string> }>(
    '/wps/member/identity',
    { onRequest: requireSession, bodyLimit: BODY_LIMIT, schema: { body: submitBody } },
    async (request) => ok(await submitVerification(deps, realCaller(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';

import {
  getIdentityVerification,
  IDENTITY_SIDES,
  submitIdentityVerification,
} from '../../contract/security';
import { submitVerification, verificationOf } from '../domain/security/identity';
import { MAX_IMAGE_TEXT } from '../domain/uploaded-image';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { sessionOf } from '../http/session';
import { realCaller } from './security-caller';

/** Three base64 images and JSON around them. */
const BODY_LIMIT = IDENTITY_SIDES.length * MAX_IMAGE_TEXT + 4096;

/** Identity verification (KYC): ID front, back and selfie with ID; the images are never served back. */
export async function securityIdentityRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, getIdentityVerification, async (request) => {
    const { tenantId, memberId } = sessionOf(request);
    return ok(await verificationOf(deps.db, { tenantId, memberId }));
  });

  serve(
    app,
    submitIdentityVerification,
    async (request) => ok(await submitVerification(deps, realCaller(request), request.body)),
    // serve checks the session before the body (up to 21 MB) is read.
    { bodyLimit: BODY_LIMIT },
  );
}

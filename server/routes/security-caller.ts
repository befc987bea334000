import type { FastifyRequest } from 'fastify';

import { securityErrors } from '../domain/security/errors';
import { sessionOf } from '../http/session';

/** The caller of a security-centre change: free-trial accounts may not change anything. */
export function realCaller(request: FastifyRequest) {
  const session = sessionOf(request);
  if (session.customerType === 4) throw securityErrors.trial();
  return { tenantId: session.tenantId, memberId: session.memberId };
}

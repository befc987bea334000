import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Bettor } from '../domain/lottery/betting';
import { LotteryError } from '../domain/lottery/errors';
import { settleDue } from '../domain/lottery/settlement';
import { resolveSession } from '../domain/sessions';
import { ErrorCodes } from '../http/envelope';
import { merchantFromHeader, merchantOf } from '../http/merchant';
import { tokenOf } from '../http/session';

/** `/lgw` answers raw JSON; errors are `{ errorCode, message }` with a non-2xx status (protocol.md §4). */
const refuse = (reply: FastifyReply, status: number, errorCode: string, message: string) =>
  reply.code(status).send({ errorCode, message });

/** onRequest: the tenant from exactly one known `Merchant` header, as for `/wps`. */
export async function lgwMerchant(request: FastifyRequest, reply: FastifyReply) {
  const match = merchantFromHeader(request, '/lgw');
  if (typeof match === 'string') return refuse(reply, 400, ErrorCodes.notAvailable, match);
  request.merchant = match;
}

/** preHandler: 401 without a live session of this tenant (renews its idle expiry otherwise). */
export async function lgwSession(request: FastifyRequest, reply: FastifyReply) {
  const token = tokenOf(request);
  if (!token)
    return refuse(reply, 401, ErrorCodes.noSession, 'You are not logged in, please login first');
  const { db, now } = request.server.deps;
  request.session = await resolveSession(db, now, merchantOf(request).tenant.code, token);
  if (!request.session)
    return refuse(
      reply,
      401,
      ErrorCodes.badToken,
      'The account has been logged out, please log in again',
    );
}

/** preHandler of reads that show results or orders: settle whatever is due for this tenant first. */
export async function settleFirst(request: FastifyRequest) {
  const { db, now } = request.server.deps;
  await settleDue(db, now, merchantOf(request).tenant.code);
}

export function bettorOf(request: FastifyRequest): Bettor {
  // lgwSession refuses a request without one first; this keeps a route registered without it safe.
  if (!request.session)
    throw new LotteryError(ErrorCodes.noSession, 'You are not logged in, please login first', 401);
  return { tenantId: request.session.tenantId, memberId: request.session.memberId };
}

export const tenantIdOf = (request: FastifyRequest) => merchantOf(request).tenant.code;

/** Raw-JSON error handling for the `/lgw` plugin. */
export function registerLgwErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LotteryError)
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, errorCode: error.errorCode, message: error.message });
    if (error.validation) {
      const [first] = error.validation;
      const where = `${error.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
      return refuse(
        reply,
        400,
        ErrorCodes.invalidRequest,
        `${where} ${first?.message ?? 'is invalid'}`,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return refuse(reply, status, ErrorCodes.invalidRequest, error.message);
    request.log.error(error);
    return refuse(reply, 500, ErrorCodes.systemError, 'Unknown error');
  });
}

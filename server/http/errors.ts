import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

import { AccountError, RateLimitError } from '../domain/account-errors';
import { PayloadError } from '../domain/crypto/payload';
import { FieldError } from '../domain/field-rules';
import { ContractDrift } from './contract-check';
import { ErrorCodes, fail } from './envelope';

function describeValidation(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const where = `${error.validationContext ?? 'request'}${first.instancePath}`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

function bodyMissing(request: FastifyRequest, error: FastifyError): boolean {
  return (
    error.validationContext === 'body' && (request.body === undefined || request.body === null)
  );
}

/** Every failure answers the envelope: 400 with an errorCode for bad requests, 500 otherwise. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldError)
      return reply.code(200).send(fail('field.invalid', error.message, error.problem));
    if (error instanceof AccountError)
      return reply.code(200).send(fail(error.errorCode, error.message, error.value));
    if (error instanceof RateLimitError) {
      const { retryAfterSeconds, extra } = error;
      reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .code(429)
        .send(fail(ErrorCodes.tooMany, error.message, { ...extra, retryAfterSeconds }));
    }
    if (error instanceof PayloadError) {
      return reply.code(400).send(fail(error.errorCode, error.message));
    }
    if (error.validation) {
      const code = bodyMissing(request, error)
        ? ErrorCodes.bodyRequired
        : ErrorCodes.invalidRequest;
      return reply.code(400).send(fail(code, describeValidation(error)));
    }
    if (error instanceof ContractDrift) {
      // Only test and development servers check answers: name the drift where the test shows it.
      request.log.error(error);
      return reply.code(500).send(fail(ErrorCodes.systemError, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(ErrorCodes.invalidRequest, error.message));
    }
    request.log.error(error);
    return reply.code(500).send(fail(ErrorCodes.systemError, 'Unknown error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        fail(ErrorCodes.notAvailable, `No route ${request.method} ${request.url.split('?')[0]}`),
      ),
  );
}

import fastJson from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';

import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../contract/endpoint';
import { checkAnswer } from './contract-check';
import type { Failure, Success } from './envelope';
import { optionalSession, requireSession } from './session';

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
  Params: ParamsOf<E>;
}>;

/** What a handler answers: the envelope (or, for a raw endpoint, the value), or a reply it sent itself. */
export type ContractAnswer<E extends Endpoint> =
  (E extends { raw: true } ? ResponseOf<E> : Success<ResponseOf<E>> | Failure) | FastifyReply;

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => ContractAnswer<E> | Promise<ContractAnswer<E>>;

/** Route options besides the schema, which comes from the contract. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema' | 'preHandler' | 'onRequest'> & {
  /** Checks run once the request is parsed and valid (feature gates, agent checks). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
};

const AUTH_HANDLERS = {
  public: [],
  optional: [optionalSession],
  session: [requireSession],
} as const;

/** Marks the routes registered from the contract (the contract test lists the others). */
export const CONTRACT_ROUTE = 'contract';

const successSchema = (response: object) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, value: response },
  required: ['success', 'value'],
});

const isSuccess = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as Success<unknown>).success === true;

/**
 * Registers `endpoint` (and its aliases): the request is validated by the contract's schemas, a
 * successful answer is written by a serializer compiled from its response schema (what the schema
 * does not name is never sent), and with `app.deps.checkAnswers` the handler's answer is checked
 * against the schema first, so a route that drifts from its contract fails the tests.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: NoInfer<ContractHandler<E>>,
  options: ServeOptions = {},
): void {
  const { preHandler, ...rest } = options;
  const serialize = fastJson(
    (endpoint.raw ? endpoint.response : successSchema(endpoint.response as object)) as never,
  );
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
  const check = app.deps.checkAnswers;
  // The typed handler, seen loosely here: the types are the caller's, the checks are at run time.
  const handle = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown;
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      ...rest,
      method: endpoint.method,
      url,
      schema,
      config: { ...rest.config, [CONTRACT_ROUTE]: endpoint },
      // The session first: a caller without one learns that before any body is read or decrypted.
      onRequest: [...AUTH_HANDLERS[endpoint.auth]],
      ...(preHandler ? { preHandler } : {}),
      handler: async (request, reply) => {
        const answer = await handle(request, reply);
        if (answer === reply) return reply;
        const success = endpoint.raw ? reply.statusCode < 400 : isSuccess(answer);
        if (!success) return answer;
        if (check)
          checkAnswer(endpoint, endpoint.raw ? answer : (answer as Success<unknown>).value);
        reply.serializer(serialize);
        return answer;
      },
    });
  }
}

import type {
  BodyInput,
  Endpoint,
  ParamsOf,
  QueryInput,
  ResponseOf,
} from '../../contract/endpoint';
import {
  type Arrived,
  arrivedAnswer,
  request,
  type Query,
  type RequestOptions,
} from './api-client';

/** A request part: absent when the endpoint has none, optional when nothing in it is required. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: undefined }
  : object extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/** What a call of `E` takes: its query, body and path parameters as the contract types them. */
export type CallInput<E extends Endpoint> = Part<'query', QueryInput<E>> &
  Part<'body', BodyInput<E>> &
  Part<'params', ParamsOf<E>> &
  Pick<RequestOptions, 'signal' | 'encrypted' | 'form' | 'timeoutMs'>;

type Args<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `/wps/x/:id` with `{ id: 7 }` → `/wps/x/7`. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/**
 * Calls an endpoint of the contract (contract/): the path, method and answer type come from it, so a
 * call cannot disagree with the route the server registers.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: NoInfer<Args<E>>
): Promise<NoInfer<ResponseOf<E>>> {
  const { query, body, params, ...options } = (input ?? {}) as {
    query?: Query;
    body?: unknown;
    params?: Record<string, unknown>;
  } & RequestOptions;
  return request<ResponseOf<E>>(endpoint.method, fillPath(endpoint.path, params), body, {
    ...options,
    query,
  });
}

/**
 * The answer to a GET of `endpoint` that the landing script already holds (api-client.ts
 * `arrivedAnswer`), taken once; undefined when there is none yet.
 */
export function arrivedCall<E extends Endpoint>(
  endpoint: E,
  ...[input]: NoInfer<Args<E>>
): Arrived<NoInfer<ResponseOf<E>>> | undefined {
  const { query, params } = (input ?? {}) as { query?: Query; params?: Record<string, unknown> };
  return arrivedAnswer(fillPath(endpoint.path, params), query);
}

import type { FastifyRequest } from 'fastify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where secrets could appear in a log line; pino replaces them with "[redacted]". */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.newPassword',
  'body.oldPassword',
  'body.payPassword',
  '*.password',
  '*.token',
];

/**
 * The request line as logged: the path only. Query strings can carry tokens and codes (social
 * sign-in callbacks, payment links), so they never reach the logs; headers are not logged either.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions.url,
    remoteAddress: request.ip,
  };
}

/**
 * Options of Fastify's pino logger: JSON lines (each request's carry its id, `reqId`) with the
 * secrets above redacted. `stream` is for tests that read the lines.
 */
export function serverLogger({
  level,
  stream,
}: {
  level: LogLevel;
  stream?: NodeJS.WritableStream;
}) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

import type { IncomingMessage } from 'node:http';

/**
 * Whether a request may reach the studio's API. The studio listens on 127.0.0.1 only; on top of
 * that, the Host must be the studio's own (a DNS-rebinding page names its own host), and a request
 * that changes something must be JSON from the studio's own page (a form on another site can send
 * neither a JSON content type without a CORS preflight nor the studio's Origin).
 */
export function isAllowedRequest(request: IncomingMessage, port: number): boolean {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(request.headers.host ?? '')) return false;
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.origin;
  if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`)) return false;
  return (request.headers['content-type'] ?? '').startsWith('application/json');
}

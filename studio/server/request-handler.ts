import type { IncomingMessage, ServerResponse } from 'node:http';

import { type ApiContext, handleApi } from './api';
import { safeUrlPath, sendJson, sendText } from './http-helpers';
import { isAllowedRequest } from './request-guard';

/**
 * Every request to the studio's port: refused unless it passes the guard, `/api/*` to the JSON API,
 * anything else to the page (Vite).
 */
export function studioRequestHandler(
  context: ApiContext,
  port: () => number,
  page: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = safeUrlPath(request.url ?? '/');
    if (!isAllowedRequest(request, port()))
      return sendText(response, 403, 'the studio answers its own page on 127.0.0.1 only');
    if (!urlPath?.startsWith('/api/')) return page(request, response);
    handleApi(context, request, response, urlPath).catch((error: unknown) => {
      console.error('studio api:', error);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.end();
    });
  };
}

import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import { requestOrigin, type ProxyTrust } from './request-info';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a write that a browser marks as coming from another site, before its body is read and
 * whatever its content type. Authentication is a bearer token that a browser never
 * attaches by itself, so this is defence in depth, not the only guard: an `Origin` that is neither
 * this server's own nor in the CORS allow-list, or `Sec-Fetch-Site: cross-site`, gets 403. A
 * request without `Origin` (curl, a server-side client) is judged by its token alone. Not an async
 * function: a read passes straight through with next()'s own promise, no extra await per request.
 */
export function crossSiteGuard(options: { allowedOrigins: readonly string[]; trustProxy: ProxyTrust }): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins);
  return (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const foreignOrigin = origin !== undefined && origin !== requestOrigin(c, options.trustProxy) && !allowed.has(origin);
      // An allow-listed origin is another site by definition, so its Sec-Fetch-Site says cross-site.
      const crossSite = fetchSite === 'cross-site' && !(origin !== undefined && allowed.has(origin));
      if (foreignOrigin || crossSite) throw new ApiError(403, 'Cross-site request refused');
    }
    return next();
  };
}

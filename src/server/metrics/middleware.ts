import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { httpDuration, httpInFlight, httpRequests, refusedRequests, throttledRequests } from './registry';

const REFUSED = new Set([403, 408, 413, 415, 503]);

/**
 * Counts and times every request by the route pattern that answered it: what Hono matched
 * (/api/blogs/:id, /api/admin/*, * for the not-found answer), so the number of series stays the
 * number of routes whatever paths clients send. Also counts the requests being answered now.
 */
export const requestMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  httpInFlight.inc();
  try {
    await next();
  } finally {
    httpInFlight.dec();
  }
  const route = routePath(c) || '*';
  const status = c.res.status;
  const labels = { method: normaliseMethod(c.req.method), route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, (performance.now() - started) / 1000);
  if (status === 429) throttledRequests.inc({ route });
  else if (REFUSED.has(status)) refusedRequests.inc({ route, status: String(status) });
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A made-up method is one label, not one per spelling. */
function normaliseMethod(method: string) {
  return METHODS.has(method) ? method : 'OTHER';
}

import type { MiddlewareHandler } from 'hono';
import { isHttps, type ProxyTrust } from './request-info';

/**
 * The Content-Security-Policy of every response. Scripts come only from our origin or, for the
 * inline scripts of a prerendered page, from the sha256 hashes of exactly those scripts.
 * Styles allow inline because Mantine writes style attributes. `workerSources` adds sources a page's
 * Workers may come from besides 'self', for the one page that needs it (the API reference,
 * contract/reference-page.ts); every other page keeps 'self' alone.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  { workerSources = [] }: { workerSources?: readonly string[] } = {},
): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // ALTCHA's proof of work runs in a Worker, a script the build emits beside the others
    // (src/lib/spam-proof.ts, the forms' and the sign-in's alike); said here so a stricter script-src
    // later cannot refuse it.
    `worker-src ${["'self'", ...workerSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const DEFAULT_CSP = contentSecurityPolicy();
/** Powerful browser features the site never uses, off for every page and any frame in it. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Security headers on every response. Set on the context before the handler runs, so Hono adds them
 * as it builds the response (cheaper than editing the finished one); a handler may set its own CSP
 * (pages with hashes), which replaces the default. HSTS only over HTTPS, and a proxy's word for
 * that only from a proxy TRUST_PROXY lists. Not an async function: it has nothing to do after the handler, and
 * handing back next()'s promise spares every request an extra promise and await (each one costs
 * more while hono/context-storage's AsyncLocalStorage tracks every promise).
 */
export function securityHeaders({ trustProxy }: { trustProxy: ProxyTrust }): MiddlewareHandler {
  return (c, next) => {
    c.header('Content-Security-Policy', DEFAULT_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    // API answers, uploaded images and the site's files are for this origin's pages only.
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps(c, trustProxy)) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    return next();
  };
}

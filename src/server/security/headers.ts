import type { MiddlewareHandler } from 'hono';
import { isHttps } from './request-info';

/**
 * The Content-Security-Policy of every response. Scripts come only from our origin or, for the
 * inline scripts of a prerendered page, from the sha256 hashes of exactly those scripts.
 * Styles allow inline because Mantine writes style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const DEFAULT_CSP = contentSecurityPolicy();

/** Security headers on every response; a handler may set its own CSP (pages with hashes). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', DEFAULT_CSP);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
};

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

/**
 * Security headers on every response. Set on the context before the handler runs, so Hono adds them
 * as it builds the response (cheaper than editing the finished one); a handler may set its own CSP
 * (pages with hashes), which replaces the default.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  c.header('Content-Security-Policy', DEFAULT_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (isHttps(c)) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  await next();
};

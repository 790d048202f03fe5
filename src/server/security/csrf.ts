import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isHttps } from './request-info';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit token, signed: `<random>.<HMAC(random)>`. Another site can plant a cookie on a
 * sibling domain, but it cannot sign one, so a planted cookie never counts as valid.
 */
export function createCsrf(key: Buffer) {
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');

  const issue = () => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };

  // Browsers send the same cookie on every request; remembering recent verdicts saves an HMAC per
  // request. Bounded, and only ever filled with tokens that were checked.
  const verdicts = new Map<string, boolean>();
  const isValid = (token: string | undefined): token is string => {
    if (!token || token.length > 200) return false;
    const known = verdicts.get(token);
    if (known !== undefined) return known;
    const verdict = verify(token);
    if (verdicts.size >= 10_000) verdicts.clear();
    verdicts.set(token, verdict);
    return verdict;
  };

  const verify = (token: string): boolean => {
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** Checks unsafe API calls; gives every response to a request without a valid cookie a fresh one. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const cookieValid = isValid(cookie);
    const fresh = () => `${CSRF_COOKIE}=${issue()}; Path=/; SameSite=Lax${isHttps(c) ? '; Secure' : ''}`;
    if (UNSAFE_METHODS.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const header = c.req.header(CSRF_HEADER);
      if (!cookieValid || header === undefined || !safeEqual(header, cookie)) {
        // Answered here rather than thrown, so the refusal itself carries a usable cookie.
        const refusal = c.json({ error: 'Invalid or missing XSRF token' }, 403);
        if (!cookieValid) refusal.headers.append('Set-Cookie', fresh());
        return refusal;
      }
    }
    if (!cookieValid) c.header('Set-Cookie', fresh(), { append: true });
    await next();
  };

  return { issue, isValid, middleware };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { users } from '../db/schema';
import { BEARER, documented } from '../contract/describe';
import { ApiError } from '../http/errors';
import { toUser } from './accounts';

const SIGNED_OUT = 'No access token, or one that has expired or was revoked: refresh it or sign in again';

/**
 * Requires `Authorization: Bearer <accessToken>` (401 without a valid one). The account is read
 * from the database, so a removed account, a changed role or a logout counts at once, not after 15 minutes.
 * With admin, an ordinary account gets 403.
 */
export function requireUser(deps: Deps, { admin }: { admin: boolean }): MiddlewareHandler<AppEnv> {
  return documented(
    async (c, next) => {
      const header = c.req.header('authorization') ?? '';
      const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
      if (!match?.[1]) throw new ApiError(401, 'Sign in to do this: no access token was sent');
      const claims = await deps.tokens.verifyAccess(match[1]);
      if (!claims) throw new ApiError(401, 'Your session has expired or the access token is not valid. Please sign in again.');
      const [row] = await deps.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
      if (!row) throw new ApiError(401, 'This account no longer exists');
      // Signed before a logout, a refresh token's reuse or a password reset of this account.
      if (claims.sessionVersion !== row.sessionVersion) throw new ApiError(401, 'Your session has ended. Please sign in again.');
      if (admin && row.role !== 'admin') throw new ApiError(403, 'Only an administrator can do this');
      c.set('user', toUser(row));
      await next();
    },
    {
      security: [{ [BEARER]: admin ? ['admin'] : [] }],
      answers: admin ? { 401: SIGNED_OUT, 403: 'The account is not an administrator' } : { 401: SIGNED_OUT },
    },
  );
}

import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { PERMISSIONS, ROLES, roleLabel, type Permission } from '../../schemas/roles';
import type { AppEnv, Deps } from '../context';
import { users } from '../db/schema';
import { BEARER, documented } from '../contract/describe';
import { ApiError } from '../http/errors';
import { toUser } from './accounts';

const SIGNED_OUT = 'No access token, or one that has expired or was revoked: refresh it or sign in again';

/** The `code` of a 403 refused for the account's role (a 403 for a missing recent proof has its own). */
export const NOT_PERMITTED = 'NOT_PERMITTED';

/** The 403 of a role that lacks what a call needs: says which role the account has. */
export function notPermitted(role: Parameters<typeof roleLabel>[0], what = 'do this'): ApiError {
  return new ApiError(403, `Your account is ${roleLabel(role)}, who cannot ${what}.`, undefined, undefined, NOT_PERMITTED);
}

/**
 * Requires `Authorization: Bearer <accessToken>` (401 without a valid one). The account is read
 * from the database, so a removed account, a changed role or a logout counts at once, not after 15 minutes.
 * With `permission`, an account whose role lacks it (src/schemas/roles.ts) gets 403 `NOT_PERMITTED`;
 * the operation's security in the OpenAPI document names the roles that have it (every role without).
 */
export function requireUser(deps: Deps, { permission }: { permission?: Permission } = {}): MiddlewareHandler<AppEnv> {
  const roles = permission ? PERMISSIONS[permission] : ROLES;
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
      if (permission && !(roles as readonly string[]).includes(row.role)) throw notPermitted(row.role);
      c.set('user', toUser(row));
      await next();
    },
    {
      security: [{ [BEARER]: [...roles] }],
      answers: permission
        ? { 401: SIGNED_OUT, 403: `The account's role is not one of: ${roles.join(', ')} (\`code\`: \`${NOT_PERMITTED}\`)` }
        : { 401: SIGNED_OUT },
    },
  );
}

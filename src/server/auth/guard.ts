import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { PERMISSIONS, ROLES, roleLabel, type Permission } from '../../schemas/roles';
import type { AppEnv, Deps } from '../context';
import { users } from '../db/schema';
import { BEARER, documented } from '../contract/describe';
import { ApiError } from '../http/errors';
import { toUser } from './accounts';
import { provedSince } from './recent-proof';
import { sessionRefusal } from './tokens';

const SIGNED_OUT = 'No access token, or one that has expired or was revoked: refresh it or sign in again';
const REAUTHENTICATE_MESSAGE = 'Please confirm it is you: enter your password again, or use a passkey.';

/** The `code` of a 403 refused for the account's role. */
export const NOT_PERMITTED = 'NOT_PERMITTED';
/** The `code` of a 403 refused for want of a recent proof: re-authenticate, then try again. */
export const REAUTHENTICATE = 'REAUTHENTICATE';

/** The 403 of a role that lacks what a call needs: says which role the account has. */
export function notPermitted(role: Parameters<typeof roleLabel>[0], what = 'do this'): ApiError {
  return new ApiError(403, `Your account is ${roleLabel(role)}, who cannot ${what}.`, undefined, undefined, NOT_PERMITTED);
}

/**
 * Requires `Authorization: Bearer <accessToken>` (401 without a valid one). The account is read
 * from the database, so a removed account, a changed role or a logout counts at once, not after 15 minutes.
 * With `permission`, an account whose role lacks it (src/schemas/roles.ts) gets 403 `NOT_PERMITTED`;
 * the operation's security in the OpenAPI document names the roles that have it (every role without).
 * With `recentProof`, the session must have signed in or re-authenticated within REAUTH_SECONDS
 * (auth/recent-proof.ts), else 403 `REAUTHENTICATE`: a copied access token alone cannot make the call.
 */
export function requireUser(
  deps: Deps,
  { permission, recentProof = false }: { permission?: Permission; recentProof?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  const roles = permission ? PERMISSIONS[permission] : ROLES;
  const refusals = [
    ...(permission ? [`the account's role is not one of: ${roles.join(', ')} (\`code\`: \`${NOT_PERMITTED}\`)`] : []),
    ...(recentProof
      ? [
          `the session has not signed in or re-authenticated in the last REAUTH_SECONDS (\`code\`: \`${REAUTHENTICATE}\`): prove it with POST /api/auth/reauthenticate, then call again`,
        ]
      : []),
  ];
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
      if (claims.sessionVersion !== row.sessionVersion || sessionRefusal(row))
        throw new ApiError(401, 'Your session has ended. Please sign in again.');
      if (permission && !(roles as readonly string[]).includes(row.role)) throw notPermitted(row.role);
      if (recentProof) {
        const since = new Date(deps.options.clock.now() - deps.options.reauthSeconds * 1000);
        if (!claims.sessionId || !(await provedSince(deps.db, claims.sessionId, row.id, since))) {
          throw new ApiError(403, REAUTHENTICATE_MESSAGE, undefined, undefined, REAUTHENTICATE);
        }
      }
      c.set('user', toUser(row));
      c.set('sessionId', claims.sessionId);
      await next();
    },
    {
      security: [{ [BEARER]: [...roles] }],
      answers:
        refusals.length > 0 ? { 401: SIGNED_OUT, 403: `Refused when ${refusals.join('; or when ')}` } : { 401: SIGNED_OUT },
    },
  );
}

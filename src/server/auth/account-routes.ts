import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SignInPolicySchema, type SignInMethods } from '../../schemas/sign-in-factors';
import type { AppEnv, Deps } from '../context';
import { passkeys } from '../db/schema';
import { jsonInput } from '../http/json-input';
import { requireUser } from './guard';
import { passkeyRoutes, toPasskeySummary } from './passkeys';
import { keepAWayIn, passkeyCount, secondFactorRequired, setSecondFactorRequired } from './sign-in-policy';
import { totpRoutes } from './totp-routes';

/**
 * /api/account: how the signed-in account signs in. GET /sign-in lists its passkeys, whether its
 * authenticator app is on (never its secret) and the site's policy; the administrator sets the
 * policy with PUT /sign-in-policy. Passkeys and the app are sub-resources of their own.
 */
export function accountRoutes(deps: Deps) {
  const signedIn = requireUser(deps, { admin: false });
  return new Hono<AppEnv>()
    .get('/sign-in', signedIn, async (c) => {
      const { id } = c.get('user');
      const keys = await deps.db.select().from(passkeys).where(eq(passkeys.userId, id)).orderBy(desc(passkeys.createdAt));
      return c.json({
        passkeys: keys.map(toPasskeySummary),
        totp: { enabled: await deps.totp.enabled(id), recoveryCodesLeft: await deps.totp.recoveryCodesLeft(id) },
        requireSecondFactor: await secondFactorRequired(deps.db),
      } satisfies SignInMethods);
    })
    .put(
      '/sign-in-policy',
      deps.authLimit('sign-in-policy'),
      requireUser(deps, { admin: true }),
      jsonInput(SignInPolicySchema),
      async (c) => {
        const { id } = c.get('user');
        const { requireSecondFactor } = c.req.valid('json');
        // The administrator must not shut themselves out by turning it on.
        if (requireSecondFactor) {
          keepAWayIn(
            { passkeys: await passkeyCount(deps.db, id), totp: await deps.totp.enabled(id), required: true },
            'Set up an authenticator app or a passkey first: with only a password you could no longer sign in.',
          );
        }
        await setSecondFactorRequired(deps.db, requireSecondFactor);
        deps.logger.info({ userId: id, requireSecondFactor }, 'sign-in policy changed');
        return c.json({ requireSecondFactor });
      },
    )
    .route('/passkeys', passkeyRoutes(deps))
    .route('/totp', totpRoutes(deps));
}

import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { UserSchema } from '../../schemas/auth';
import { SignInMethodsSchema, SignInPolicySchema, type SignInMethods } from '../../schemas/sign-in-factors';
import { audit } from '../audit/log';
import type { AppEnv, Deps } from '../context';
import { passkeys } from '../db/schema';
import { jsonInput } from '../http/json-input';
import { describeAccount } from './describe';
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
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .get(
      '/',
      describeAccount({
        summary: 'The signed-in account as it is now',
        description:
          'The admin asks this every half minute and when its tab comes back into view: a role changed since sign-in shows at ' +
          'once, and a suspended or removed account is signed out (401) within a minute.',
        answers: { 200: { description: 'The account', schema: z.object({ user: UserSchema }) } },
      }),
      signedIn,
      (c) => c.json({ user: c.get('user') }, 200),
    )
    .get(
      '/sign-in',
      describeAccount({
        summary: 'How the signed-in account signs in',
        description: "Its passkeys, whether its authenticator app is on (never its secret) and the site's rule.",
        answers: { 200: { description: 'The sign-in methods', schema: SignInMethodsSchema } },
      }),
      signedIn,
      async (c) => {
        const { id } = c.get('user');
        const keys = await deps.db.select().from(passkeys).where(eq(passkeys.userId, id)).orderBy(desc(passkeys.createdAt));
        return c.json({
          passkeys: keys.map(toPasskeySummary),
          totp: { enabled: await deps.totp.enabled(id), recoveryCodesLeft: await deps.totp.recoveryCodesLeft(id) },
          requireSecondFactor: await secondFactorRequired(deps.db),
        } satisfies SignInMethods);
      },
    )
    .put(
      '/sign-in-policy',
      describeAccount({
        summary: "Set the site's rule for password sign-ins",
        description:
          'With `requireSecondFactor`, every password sign-in must add a code; an account without an app signs in with a passkey.',
        answers: {
          200: { description: 'The rule as set', schema: SignInPolicySchema },
          409: 'The administrator has neither an authenticator app nor a passkey, and would be locked out',
        },
      }),
      deps.authLimit('sign-in-policy'),
      requireUser(deps, { permission: 'signInRule', recentProof: true }),
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
        await deps.db.transaction(async (tx) => {
          await setSecondFactorRequired(tx, requireSecondFactor);
          const rule = requireSecondFactor ? 'a second factor is required' : 'a password alone signs in';
          await audit(deps, c, 'sign-in-rule.changed', rule, { tx });
        });
        deps.logger.info({ userId: id, requireSecondFactor }, 'sign-in policy changed');
        return c.json({ requireSecondFactor });
      },
    )
    .route('/passkeys', passkeyRoutes(deps))
    .route('/totp', totpRoutes(deps));
}

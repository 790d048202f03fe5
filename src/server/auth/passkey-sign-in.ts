import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { LoginAnswerSchema, type LoginAnswer } from '../../schemas/auth';
import { PasskeyRequestOptionsSchema, PasskeySignInSchema } from '../../schemas/sign-in-factors';
import { audit } from '../audit/log';
import type { AppEnv, Deps } from '../context';
import { passkeys, users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { addressKey, clientAddress } from '../security/request-info';
import { toUser } from './accounts';
import { describeSignIn } from './describe';
import { transportList, userHandle } from './passkeys';
import type { createLoginThrottle } from './throttle';
import { createChallenges, signedChallenge, simpleWebAuthn } from './webauthn';

const EXPIRED = 'This sign-in request has expired or was already used. Please try again.';
const REFUSED = 'This passkey could not be verified. Please try again or use your password.';
const UNKNOWN = 'This passkey is not registered on this site. Use your password, or another passkey.';

const describeOptions = describeSignIn({
  summary: 'Start a passkey sign-in',
  description: 'A challenge for `navigator.credentials.get()` naming no account, valid for five minutes and redeemed once.',
  answers: { 200: { description: 'The request options', schema: PasskeyRequestOptionsSchema } },
});
const describePasskeySignIn = describeSignIn({
  summary: 'Sign in with a passkey',
  description:
    'The answer of `navigator.credentials.get()` to the challenge of POST /api/auth/passkey/options. No password or code is asked for.',
  answers: {
    200: { description: 'Signed in', schema: LoginAnswerSchema },
    401: 'The challenge expired or was used, the passkey is unknown or removed, or it could not be verified',
  },
});

/**
 * /api/auth/passkey: signing in with a passkey alone. It proves possession of the key and, with
 * user verification required, the PIN or biometric that unlocks it: two factors, so no password,
 * no code and no proof of work are asked for. The challenge names no account (discoverable
 * credentials), so the browser can offer the passkeys in the e-mail field's autofill.
 */
export function passkeySignInRoutes(deps: Deps, throttle: ReturnType<typeof createLoginThrottle>) {
  const verify = passkeyVerifier(deps);
  return new Hono<AppEnv>()
    .post('/options', describeOptions, deps.authLimit('passkey-options'), async (c) => c.json(await verify.options()))
    .post('/', describePasskeySignIn, deps.authLimit('passkey-sign-in'), jsonInput(PasskeySignInSchema), async (c) => {
      const { credential } = c.req.valid('json');
      let verified: Awaited<ReturnType<typeof verify.assertion>>;
      try {
        verified = await verify.assertion(credential);
      } catch (error) {
        // Refused: a row naming whose passkey it was, when it is one of this site's.
        if (error instanceof ApiError && error.status === 401) {
          const owner = await passkeyOwner(deps, credential.id);
          await audit(deps, c, 'sign-in.refused', `passkey: ${owner ?? 'not registered here'}`, { actor: null });
        }
        throw error;
      }
      const { account: row, passkeyId } = verified;
      deps.logger.info({ userId: row.id, passkey: passkeyId }, 'signed in with a passkey');
      // A known address from now on: its password sign-ins skip the account ceiling's proof of work.
      await throttle.succeeded(row.email, addressKey(clientAddress(c, deps.options.trustProxy)));
      const tokens = await deps.tokens.issuePair(row);
      await audit(deps, c, 'sign-in', `passkey: ${row.email}`, { actor: { id: row.id, name: row.name } });
      return c.json({ ...tokens, user: toUser(row) } satisfies LoginAnswer, 200);
    });
}

/** The e-mail address of the account a passkey id is registered to, or null. */
async function passkeyOwner(deps: Deps, passkeyId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ email: users.email })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, passkeyId))
    .limit(1);
  return row?.email ?? null;
}

/**
 * A passkey's answer to a sign-in challenge, checked: the challenge (redeemed once), the key, its
 * signature with user verification, and its counter. Signing in and re-authenticating both use it.
 */
export function passkeyVerifier(deps: Deps) {
  const { rpId, origins } = deps.options.webauthn;
  const challenges = createChallenges(deps.db, deps.options.clock);
  return {
    /** A challenge naming no account, for navigator.credentials.get(). */
    options: async () =>
      (await simpleWebAuthn()).generateAuthenticationOptions({
        rpID: rpId,
        challenge: await challenges.issue('sign-in', null),
        userVerification: 'required',
      }),
    /** The account the passkey belongs to, and the passkey, or 401 with what a person can read. */
    async assertion(
      credential: z.output<typeof PasskeySignInSchema>['credential'],
    ): Promise<{ account: UserRow; passkeyId: string }> {
      const challenge = signedChallenge(credential.response.clientDataJSON);
      // Redeemed first, whatever follows: a replayed or raced answer finds it gone.
      if (!challenge || !(await challenges.redeem('sign-in', challenge, null))) throw new ApiError(401, EXPIRED);
      const [key] = await deps.db.select().from(passkeys).where(eq(passkeys.id, credential.id)).limit(1);
      if (!key) throw new ApiError(401, UNKNOWN);
      const handle = credential.response.userHandle;
      if (handle !== undefined && handle !== Buffer.from(userHandle(key.userId)).toString('base64url')) {
        throw new ApiError(401, REFUSED);
      }
      let newCounter: number;
      try {
        const verified = await (
          await simpleWebAuthn()
        ).verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: [...origins],
          expectedRPID: rpId,
          credential: {
            id: key.id,
            publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
            counter: key.counter,
            transports: transportList(key.transports),
          },
          requireUserVerification: true,
        });
        if (!verified.verified) throw new Error('not verified');
        newCounter = verified.authenticationInfo.newCounter;
      } catch (error) {
        // A wrong origin, a missing user verification, a signature that does not match, or a sign
        // counter that went backwards (a cloned authenticator): refused alike, the reason logged.
        deps.logger.warn(
          { passkey: key.id, reason: error instanceof Error ? error.message : String(error) },
          'passkey sign-in refused',
        );
        throw new ApiError(401, REFUSED);
      }
      // Only from the counter this check read: two uses racing with one key cannot both move it.
      const moved = await deps.db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: new Date(deps.options.clock.now()) })
        .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
        .returning({ id: passkeys.id });
      if (moved.length === 0) throw new ApiError(401, REFUSED);
      const [row] = await deps.db.select().from(users).where(eq(users.id, key.userId)).limit(1);
      if (!row) throw new ApiError(401, UNKNOWN);
      return { account: row, passkeyId: key.id };
    },
  };
}

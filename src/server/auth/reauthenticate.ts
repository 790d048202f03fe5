import { Hono } from 'hono';
import { z } from 'zod';
import {
  ReauthenticatedSchema,
  ReauthenticateSchema,
  TooManySignInsSchema,
  type LoginInput,
  type Reauthenticated,
} from '../../schemas/auth';
import type { UserRow } from '../db/schema';
import { audit } from '../audit/log';
import type { AppEnv, Deps } from '../context';
import { RETRY_AFTER } from '../contract/describe';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { addressKey, clientAddress } from '../security/request-info';
import { describeSignIn } from './describe';
import { REAUTHENTICATE, requireUser } from './guard';
import { passkeyVerifier } from './passkey-sign-in';
import { recordProof } from './recent-proof';

/** What a password check (auth/routes.ts) concluded: the same for a sign-in and a re-authentication. */
export type PasswordOutcome =
  /** `secondFactor`: what was checked after the password (a recovery code is used up by it). */
  | { kind: 'right'; row: UserRow; secondFactor: 'code' | 'recovery code' | null }
  | { kind: 'wrong-password' }
  | { kind: 'second-factor'; error: string }
  | { kind: 'passkey-only' }
  | { kind: 'too-many'; body: z.output<typeof TooManySignInsSchema>; headers: Record<string, string> };
export type PasswordCheck = (input: LoginInput, address: string) => Promise<PasswordOutcome>;

const WRONG_PASSWORD = 'That password is not right.';
const PASSKEY_INSTEAD = 'This site requires a second factor for password sign-ins, and this account has none: use a passkey.';
const NOT_YOURS = 'This passkey belongs to another account. Use one of your own, or your password.';

/** A 403 that keeps asking for the proof, with why the last one failed. */
const stillUnproved = (message: string, extra: Record<string, unknown> = {}) => ({
  error: message,
  code: REAUTHENTICATE,
  ...extra,
});

/**
 * POST /api/auth/reauthenticate: the signed-in person proves it is them again, and their session
 * may then make the calls that need a recent proof for REAUTH_SECONDS (auth/recent-proof.ts). A
 * password goes through the login throttle like a sign-in's, so a copied access token cannot be
 * used to guess the password any faster than the sign-in form could.
 */
export function reauthenticateRoutes(deps: Deps, checkPassword: PasswordCheck) {
  const passkey = passkeyVerifier(deps);
  return new Hono<AppEnv>().post(
    '/',
    describeSignIn({
      summary: 'Prove it is you again',
      description:
        'With the password (and `code` where the account has an authenticator app: a right password without it answers 403 ' +
        'with `secondFactor: "totp"`) or a passkey (`credential`, the answer to a challenge of POST /api/auth/passkey/options). ' +
        'The session may then add or remove passkeys, turn the app on or off, set the sign-in rule and download backups ' +
        'for REAUTH_SECONDS (default 300).',
      answers: {
        200: { description: 'Proved; the calls that need it are open until `validUntil`', schema: ReauthenticatedSchema },
        403: {
          description:
            'Not proved (`code`: `REAUTHENTICATE`): the password or code is wrong, a code is needed (`secondFactor`), or the passkey is not this account\u2019s',
          schema: z.object({ error: z.string(), code: z.literal(REAUTHENTICATE), secondFactor: z.literal('totp').optional() }),
        },
        429: {
          description: 'Too many failed sign-ins, as the login answers',
          schema: TooManySignInsSchema,
          headers: RETRY_AFTER,
        },
      },
    }),
    deps.authLimit('reauthenticate'),
    requireUser(deps),
    jsonInput(ReauthenticateSchema),
    async (c) => {
      const user = c.get('user');
      const sessionId = c.get('sessionId');
      // A token signed before sessions were named has no session to prove: signing in again makes one.
      if (!sessionId) throw new ApiError(401, 'Your session has ended. Please sign in again.');
      const { password, code, altcha, credential } = c.req.valid('json');
      const method = credential ? 'passkey' : 'password';
      // Each failure in the log too: guessing the password behind a stolen access token leaves a trace.
      const refused = async (why: string, message: string, extra: Record<string, unknown> = {}) => {
        await audit(deps, c, 'reauthentication.refused', `${method}: ${user.email} (${why})`);
        return c.json(stillUnproved(message, extra), 403);
      };
      if (credential) {
        let verified: Awaited<ReturnType<typeof passkey.assertion>>;
        try {
          verified = await passkey.assertion(credential);
        } catch (error) {
          // The sign-in's 401 would send the client to sign in again: here the session is fine.
          if (error instanceof ApiError && error.status === 401) return refused('the passkey was not accepted', error.message);
          throw error;
        }
        if (verified.account.id !== user.id) return refused("another account's passkey", NOT_YOURS);
      } else {
        const input: LoginInput = { email: user.email, password: password ?? '', altcha, code };
        const checked = await checkPassword(input, addressKey(clientAddress(c, deps.options.trustProxy)));
        if (checked.kind === 'too-many') return c.json(checked.body, 429, checked.headers);
        if (checked.kind === 'wrong-password') return refused('wrong password', WRONG_PASSWORD);
        if (checked.kind === 'second-factor') return refused('second factor', checked.error, { secondFactor: 'totp' });
        if (checked.kind === 'passkey-only') return refused('a passkey is required', PASSKEY_INSTEAD);
        // One of ten, gone for good: its holder and the administrators should see where it went.
        if (checked.secondFactor === 'recovery code')
          await audit(deps, c, 'recovery-code.used', `${user.email} (to confirm it is them)`);
      }
      const at = new Date(deps.options.clock.now());
      await recordProof(deps.db, sessionId, user.id, at);
      await audit(deps, c, 'reauthenticated', `${method}: ${user.email}`);
      deps.logger.info({ userId: user.id, method: credential ? 'passkey' : 'password' }, 'session re-authenticated');
      const validUntil = new Date(at.getTime() + deps.options.reauthSeconds * 1000).toISOString();
      return c.json({ validUntil } satisfies Reauthenticated, 200);
    },
  );
}

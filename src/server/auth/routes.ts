import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LoginSchema, RefreshTokenSchema, type LoginAnswer, type SecondFactorNeeded, type TokenPair } from '../../schemas/auth';
import { RegisterSchema } from '../../schemas/register';
import type { AppEnv, Deps } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { addressKey, clientAddress } from '../security/request-info';
import { registerAccount, toUser } from './accounts';
import { requireUser } from './guard';
import { createLoginAlerts } from './login-alerts';
import { createLoginProofs } from './login-proof';
import { passkeySignInRoutes } from './passkey-sign-in';
import { verifyPassword } from './passwords';
import { secondFactorRequired } from './sign-in-policy';
import { createLoginThrottle } from './throttle';
import { revokeAllSessions } from './tokens';

const WRONG_LOGIN = 'Incorrect email or password';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
const WRONG_CODE = 'That code is not right or was already used. Try the newest code from your app.';
const PASSKEY_ONLY =
  'This site requires a second factor for password sign-ins, and this account has none: sign in with a passkey.';

/** /api/auth: register, login (password, then a code when the account has an app), passkey, refresh-token, logout, logout-everywhere. */
export function authRoutes(deps: Deps) {
  const throttle = createLoginThrottle(deps.db, deps.options.loginThrottle);
  const proofs = createLoginProofs(deps.db);
  const ceilingReached = createLoginAlerts(deps.db, deps.notifier, deps.logger, deps.options.loginThrottle);

  return (
    new Hono<AppEnv>()
      .post('/register', deps.authLimit('register'), jsonInput(RegisterSchema), async (c) => {
        const user = await registerAccount(deps.db, c.req.valid('json'), deps.options.registration);
        deps.logger.info({ userId: user.id, role: user.role }, 'account registered');
        return c.json({ user }, 201);
      })
      .post('/login', deps.authLimit('login'), jsonInput(LoginSchema), async (c) => {
        const { email, password, proof, code } = c.req.valid('json');
        const address = addressKey(clientAddress(c, deps.options.trustProxy));
        // Counted before the password is checked, so parallel guesses cannot all slip through (throttle.ts).
        const gate = await throttle.reserve(email, address, proof);
        if (gate.kind === 'wait') throw new ApiError(429, TOO_MANY, undefined, { 'Retry-After': String(gate.seconds) });
        if (gate.kind === 'prove') {
          // A client that knows the challenge solves it and signs in at once; one that does not sees
          // the 429 and Retry-After it always got.
          const challenge = await proofs.issue(email, gate.bits);
          return c.json({ error: TOO_MANY, challenge }, 429, { 'Retry-After': String(gate.seconds) });
        }
        const [row] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
        // Unknown address and wrong password take the same time and get the same answer.
        const ok = await verifyPassword(row?.passwordHash, password);
        if (!row || !ok) {
          if (await throttle.failed(email)) await ceilingReached(email);
          throw new ApiError(401, WRONG_LOGIN);
        }
        // The second factor, asked for only once the password is right, and counted like one: a
        // wrong code is a failed sign-in for the throttle, a missing one is not.
        if (await deps.totp.enabled(row.id)) {
          if (code === undefined) {
            await throttle.released(gate.id);
            return c.json({ error: CODE_NEEDED, secondFactor: 'totp' } satisfies SecondFactorNeeded, 401);
          }
          if (!(await deps.totp.verify(row.id, code))) {
            if (await throttle.failed(email)) await ceilingReached(email);
            return c.json({ error: WRONG_CODE, secondFactor: 'totp' } satisfies SecondFactorNeeded, 401);
          }
        } else if (await secondFactorRequired(deps.db)) {
          await throttle.released(gate.id);
          throw new ApiError(403, PASSKEY_ONLY);
        }
        await throttle.succeeded(email, address);
        const tokens = await deps.tokens.issuePair(row);
        return c.json({ ...tokens, user: toUser(row) } satisfies LoginAnswer, 200);
      })
      .route('/passkey', passkeySignInRoutes(deps, throttle))
      .post('/refresh-token', deps.authLimit('refresh-token'), jsonInput(RefreshTokenSchema), async (c) => {
        const outcome = await deps.tokens.rotate(c.req.valid('json').refreshToken);
        if (!outcome.ok) {
          if (outcome.reason === 'reused') deps.logger.warn('refresh token reused; family revoked');
          throw new ApiError(401, 'Your session has ended. Please sign in again.');
        }
        return c.json(outcome.tokens satisfies TokenPair, 200);
      })
      .post('/logout', deps.authLimit('logout'), jsonInput(RefreshTokenSchema), async (c) => {
        await deps.tokens.revoke(c.req.valid('json').refreshToken);
        return c.body(null, 204);
      })
      // Every session of the signed-in account, on every device: its refresh tokens and access tokens
      // (a lost phone, a shared computer). No body is read.
      .post('/logout-everywhere', deps.authLimit('logout-everywhere'), requireUser(deps, { admin: false }), async (c) => {
        const { id } = c.get('user');
        await deps.db.transaction((tx) => revokeAllSessions(tx, id));
        deps.logger.info({ userId: id }, 'signed out everywhere');
        return c.body(null, 204);
      })
  );
}

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  LoginAnswerSchema,
  LoginSchema,
  RefreshTokenSchema,
  SecondFactorNeededSchema,
  TooManySignInsSchema,
  TokenPairSchema,
  UserSchema,
  type LoginAnswer,
  type SecondFactorNeeded,
  type TokenPair,
} from '../../schemas/auth';
import { ErrorBodySchema } from '../../schemas/errors';
import { RegisterSchema } from '../../schemas/register';
import { audit } from '../audit/log';
import type { AppEnv, Deps } from '../context';
import { RETRY_AFTER } from '../contract/describe';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { addressKey, clientAddress } from '../security/request-info';
import { acceptInvitationRoutes } from '../team/invitation-routes';
import { accountMails } from '../team/mails';
import { registerAccount, toUser } from './accounts';
import { describeSignIn } from './describe';
import { requireUser } from './guard';
import { createLoginAlerts } from './login-alerts';
import { passkeySignInRoutes } from './passkey-sign-in';
import { reauthenticateRoutes, type PasswordCheck } from './reauthenticate';
import { verifyPassword } from './passwords';
import { secondFactorRequired } from './sign-in-policy';
import { createLoginThrottle } from './throttle';
import { revokeAllSessions, sessionRefusal } from './tokens';
import { CODES_REFUSED_MS, MAX_WRONG_CODES } from './totp';

const WRONG_LOGIN = 'Incorrect email or password';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
const WRONG_CODE = 'That code is not right or was already used. Try the newest code from your app.';
const CODES_REFUSED =
  'Too many wrong codes were tried for this account, so codes from the authenticator app are refused for now. ' +
  'Sign in with a passkey or a recovery code, or ask an administrator.';
const PASSKEY_ONLY =
  'This site requires a second factor for password sign-ins, and this account has none: sign in with a passkey.';

const describeLogin = describeSignIn({
  summary: 'Sign in with a password',
  description:
    'For an account with an authenticator app, the right password without `code` answers 401 with `secondFactor: "totp"`: ' +
    "send the same request again with the code. Past an account's ceiling of failures, a new address is answered 429 with a " +
    '`challenge` (an ALTCHA challenge, as GET /api/challenge gives the forms) to solve and send back as `altcha` (docs/api.md).',
  answers: {
    200: { description: 'Signed in', schema: LoginAnswerSchema },
    401: {
      description:
        'Wrong e-mail or password (the same answer for both); or, with `secondFactor`, a code is needed, was wrong, or is refused ' +
        `for now: after ${MAX_WRONG_CODES} wrong codes in a row, from any addresses, the app's codes are refused for ` +
        `${CODES_REFUSED_MS / 3_600_000} hours (a passkey or a recovery code still signs in, and lifts it)`,
      schema: z.union([SecondFactorNeededSchema, ErrorBodySchema]),
    },
    403: 'The site requires a second factor for password sign-ins and this account has none: sign in with a passkey',
    429: {
      description: 'Too many failed sign-ins: wait `Retry-After` seconds, or solve the `challenge` when one is given',
      schema: TooManySignInsSchema,
      headers: RETRY_AFTER,
    },
  },
});

/**
 * Tells the account's holder, once, that its app's codes are now refused: someone who knows the
 * password is guessing codes. Mailed to the account's own address (and logged, which is all there is
 * without SMTP_URL).
 */
function tellCodesRefused(deps: Deps, account: { id: string; email: string }) {
  const hours = Math.round(CODES_REFUSED_MS / 3_600_000);
  deps.logger.warn({ userId: account.id, wrongCodes: MAX_WRONG_CODES }, 'authenticator codes refused after too many wrong ones');
  deps.notifier.notify({
    to: account.email,
    subject: 'Your sign-in codes are paused after too many wrong ones',
    lines: [
      ['Account', account.email],
      ['What happened', `${MAX_WRONG_CODES} wrong codes in a row were sent with the right password for this account.`],
      [
        'What happens now',
        `For ${hours} hours codes from your authenticator app are refused. A passkey or one of your recovery codes still ` +
          'signs you in, and lifts this. An administrator can lift it with `npm run admin -- unlock`.',
      ],
      [
        'If this was not you',
        'Someone knows your password. Ask an administrator to set a new one (`npm run admin -- create`), which also ends every session.',
      ],
    ],
  });
}

/** /api/auth: register, login (password, then a code when the account has an app), passkey, refresh-token, logout, logout-everywhere. */
export function authRoutes(deps: Deps) {
  const throttle = createLoginThrottle(deps.db, deps.options.loginThrottle, deps.proofOfWork);
  const ceilingReached = createLoginAlerts(deps.db, deps.notifier, deps.logger, deps.options.loginThrottle);

  /**
   * A password (and, for an account with an authenticator app, its code) as a sign-in checks it,
   * counted by the login throttle whatever the call: signing in, or re-authenticating a session.
   */
  const checkPassword: PasswordCheck = async ({ email, password, altcha, code }, address) => {
    // Counted before the password is checked, so parallel guesses cannot all slip through (throttle.ts).
    const gate = await throttle.reserve(email, address, altcha);
    if (gate.kind === 'wait')
      return { kind: 'too-many', body: { error: TOO_MANY }, headers: { 'Retry-After': String(gate.seconds) } };
    if (gate.kind === 'prove') {
      // A client that knows the challenge solves it and signs in at once; one that does not sees
      // the 429 and Retry-After it always got.
      const challenge = await deps.proofOfWork.signInChallenge(email, gate.bits);
      return { kind: 'too-many', body: { error: TOO_MANY, challenge }, headers: { 'Retry-After': String(gate.seconds) } };
    }
    const [row] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    // Unknown address and wrong password take the same time and get the same answer.
    const ok = await verifyPassword(row?.passwordHash, password);
    if (!row || !ok) {
      if (await throttle.failed(email)) await ceilingReached(email);
      return { kind: 'wrong-password' };
    }
    // The second factor, asked for only once the password is right, and counted like one: a
    // wrong code is a failed sign-in for the throttle, a missing one is not.
    let secondFactor: 'code' | 'recovery code' | null = null;
    if (await deps.totp.enabled(row.id)) {
      if (code === undefined) {
        await throttle.released(gate.id);
        return { kind: 'second-factor', error: CODE_NEEDED };
      }
      const outcome = await deps.totp.verify(row.id, code);
      if (outcome.kind === 'refused') {
        // Not checked, so nothing was guessed: released like a missing code.
        await throttle.released(gate.id);
        return { kind: 'second-factor', error: CODES_REFUSED };
      }
      if (outcome.kind === 'wrong') {
        if (await throttle.failed(email)) await ceilingReached(email);
        if (outcome.capReached) tellCodesRefused(deps, row);
        return { kind: 'second-factor', error: WRONG_CODE };
      }
      secondFactor = outcome.recoveryCode ? 'recovery code' : 'code';
      // One of ten, gone for good: if it was not its holder, they must hear of it.
      if (outcome.recoveryCode) accountMails.recoveryCodeUsed(deps.notifier, row, await deps.totp.recoveryCodesLeft(row.id));
    } else if (await secondFactorRequired(deps.db)) {
      await throttle.released(gate.id);
      return { kind: 'passkey-only' };
    }
    await throttle.succeeded(email, address);
    return { kind: 'right', row, secondFactor };
  };

  return (
    new Hono<AppEnv>()
      .post(
        '/register',
        describeSignIn({
          summary: 'Create an account',
          description:
            'The first account becomes the administrator. Later ones are refused unless registration is opened by configuration.',
          answers: {
            201: { description: 'The new account', schema: z.object({ user: UserSchema }) },
            403: 'Registration is closed',
            409: 'An account with this e-mail address exists',
          },
        }),
        deps.authLimit('register'),
        jsonInput(RegisterSchema),
        async (c) => {
          const user = await registerAccount(deps.db, c.req.valid('json'), deps.options.registration);
          deps.logger.info({ userId: user.id, role: user.role }, 'account registered');
          return c.json({ user }, 201);
        },
      )
      .post('/login', describeLogin, deps.authLimit('login'), jsonInput(LoginSchema), async (c) => {
        const address = addressKey(clientAddress(c, deps.options.trustProxy));
        const input = c.req.valid('json');
        const checked = await checkPassword(input, address);
        // A row per attempt the password was checked for, as the audit log asks; refused ones name
        // the address tried, as nobody signed in. The throttle's 429s are not checked and write
        // nothing, so the log grows no faster than the sign-in limits let attempts through.
        const refused = (why: string) => audit(deps, c, 'sign-in.refused', `password: ${input.email} (${why})`, { actor: null });
        switch (checked.kind) {
          case 'too-many':
            return c.json(checked.body, 429, checked.headers);
          case 'wrong-password':
            await refused('wrong e-mail or password');
            throw new ApiError(401, WRONG_LOGIN);
          case 'second-factor':
            // A code asked for is the sign-in's next step, not a refusal.
            if (checked.error !== CODE_NEEDED)
              await refused(checked.error === WRONG_CODE ? 'wrong code' : 'codes refused for now');
            return c.json({ error: checked.error, secondFactor: 'totp' } satisfies SecondFactorNeeded, 401);
          case 'passkey-only':
            await refused('a second factor is required and the account has none');
            throw new ApiError(403, PASSKEY_ONLY);
          case 'right': {
            const { row } = checked;
            const actor = { id: row.id, name: row.name };
            const barred = sessionRefusal(row);
            if (barred) {
              await refused(row.removedAt ? 'the account was removed' : 'the account is suspended');
              throw new ApiError(403, barred);
            }
            const tokens = await deps.tokens.issuePair(row);
            const method = checked.secondFactor ? `password and ${checked.secondFactor}` : 'password';
            await audit(deps, c, 'sign-in', `${method}: ${row.email}`, { actor });
            if (checked.secondFactor === 'recovery code') await audit(deps, c, 'recovery-code.used', row.email, { actor });
            return c.json({ ...tokens, user: toUser(row) } satisfies LoginAnswer, 200);
          }
        }
      })
      .route('/reauthenticate', reauthenticateRoutes(deps, checkPassword))
      .route('/invitations', acceptInvitationRoutes(deps))
      .route('/passkey', passkeySignInRoutes(deps, throttle))
      .post(
        '/refresh-token',
        describeSignIn({
          summary: 'Exchange a refresh token for a new pair',
          description: 'The token sent stops working. Sending a used one again ends every session of its family (401).',
          answers: {
            200: { description: 'A new access token and refresh token', schema: TokenPairSchema },
            401: 'The refresh token is unknown, expired, revoked or was used already',
          },
        }),
        deps.authLimit('refresh-token'),
        jsonInput(RefreshTokenSchema),
        async (c) => {
          const outcome = await deps.tokens.rotate(c.req.valid('json').refreshToken);
          if (!outcome.ok) {
            if (outcome.reason === 'reused') {
              deps.logger.warn('refresh token reused; family revoked');
              // A stolen token, or a client that kept an old one: either way the account's holder and the
              // administrators should see it. Whoever sent it is not known to be the holder.
              const [holder] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, outcome.userId));
              await audit(deps, c, 'refresh-token.reused', `${holder?.email ?? outcome.userId}: that sign-in's sessions ended`, {
                actor: null,
              });
            }
            throw new ApiError(401, 'Your session has ended. Please sign in again.');
          }
          return c.json(outcome.tokens satisfies TokenPair, 200);
        },
      )
      .post(
        '/logout',
        describeSignIn({
          summary: 'End the session of a refresh token',
          description: 'Answers 204 for a token that is unknown or already ended too, so it is safe to repeat.',
          answers: { 204: { description: 'The session has ended', mediaType: null } },
        }),
        deps.authLimit('logout'),
        jsonInput(RefreshTokenSchema),
        async (c) => {
          await deps.tokens.revoke(c.req.valid('json').refreshToken);
          return c.body(null, 204);
        },
      )
      // Every session of the signed-in account, on every device: its refresh tokens and access tokens
      // (a lost phone, a shared computer). No body is read.
      .post(
        '/logout-everywhere',
        describeSignIn({
          summary: 'End every session of the signed-in account',
          description: 'Every refresh token and access token of the account stops working, on every device. No body is read.',
          answers: { 204: { description: 'Every session has ended', mediaType: null } },
        }),
        deps.authLimit('logout-everywhere'),
        requireUser(deps),
        async (c) => {
          const { id, email } = c.get('user');
          await deps.db.transaction(async (tx) => {
            await revokeAllSessions(tx, id);
            await audit(deps, c, 'sessions.ended', email, { tx });
          });
          deps.logger.info({ userId: id }, 'signed out everywhere');
          return c.body(null, 204);
        },
      )
  );
}

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LoginSchema, RefreshTokenSchema, type LoginAnswer, type TokenPair } from '../../schemas/auth';
import { RegisterSchema } from '../../schemas/register';
import type { AppEnv, Deps } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonInput } from '../http/json-input';
import { clientAddress } from '../security/request-info';
import { registerAccount, toUser } from './accounts';
import { verifyPassword } from './passwords';
import { createLoginThrottle } from './throttle';

const WRONG_LOGIN = 'Incorrect email or password';

/** /api/auth: register, login, refresh-token, logout. */
export function authRoutes(deps: Deps) {
  const throttle = createLoginThrottle(deps.db, deps.options.loginThrottle);

  return new Hono<AppEnv>()
    .post('/register', deps.authLimit('register'), jsonInput(RegisterSchema), async (c) => {
      const user = await registerAccount(deps.db, c.req.valid('json'), deps.options.registration);
      deps.logger.info({ userId: user.id, role: user.role }, 'account registered');
      return c.json({ user }, 201);
    })
    .post('/login', deps.authLimit('login'), jsonInput(LoginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const address = clientAddress(c, deps.options.trustProxy);
      const wait = await throttle.retryAfter(email, address);
      if (wait > 0) {
        throw new ApiError(429, 'Too many failed sign-in attempts. Please wait and try again.', undefined, {
          'Retry-After': String(wait),
        });
      }
      const [row] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
      // Unknown address and wrong password take the same time and get the same answer.
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) {
        await throttle.recordFailure(email, address);
        throw new ApiError(401, WRONG_LOGIN);
      }
      await throttle.recordSuccess(email, address);
      const tokens = await deps.tokens.issuePair(row);
      return c.json({ ...tokens, user: toUser(row) } satisfies LoginAnswer, 200);
    })
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
    });
}

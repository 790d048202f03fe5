import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAlerts, loginFailures, users } from '../db/schema';
import type { Logger } from '../logger';
import type { Notifier } from '../notify/outbox';
import type { LoginThrottleOptions } from '../options';

/**
 * Tells the administrator (the notification address) when an account reaches its ceiling of failed
 * sign-ins: at most once per account and window, on however many instances, and only for accounts
 * that exist (guesses at unknown addresses would otherwise fill the inbox). Also a warning in the
 * log, which is all there is without SMTP_URL.
 */
export function createLoginAlerts(db: Db, notifier: Notifier, logger: Logger, options: LoginThrottleOptions) {
  return async function ceilingReached(email: string): Promise<void> {
    try {
      await alert(email);
    } catch (error) {
      // The sign-in already failed for its own reason; a missed alert must not turn that into a 500.
      logger.error({ err: error }, 'sign-in ceiling alert failed');
    }
  };

  async function alert(email: string): Promise<void> {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!account) return;
    const now = new Date();
    const [claimed] = await db
      .insert(loginAlerts)
      .values({ email, sentAt: now })
      .onConflictDoUpdate({
        target: loginAlerts.email,
        set: { sentAt: now },
        setWhere: lt(loginAlerts.sentAt, new Date(now.getTime() - options.accountWindowMs)),
      })
      .returning({ email: loginAlerts.email });
    if (!claimed) return;
    const since = new Date(now.getTime() - options.accountWindowMs);
    const [seen] = await db
      .select({ failures: sql<number>`count(*)::int`, addresses: sql<number>`count(DISTINCT ${loginFailures.address})::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), sql`${loginFailures.failedAt} > ${since}`));
    const minutes = Math.round(options.accountWindowMs / 60_000);
    logger.warn({ userId: account.id, failures: seen?.failures, addresses: seen?.addresses }, 'sign-in ceiling reached');
    notifier.notify({
      subject: `Sign-in attempts: ${email} reached its limit of failed sign-ins`,
      lines: [
        ['Account', email],
        [`Failed sign-ins in the last ${minutes} minutes`, String(seen?.failures ?? options.accountMaxFailures)],
        ['From different addresses', String(seen?.addresses ?? 0)],
        [
          'What happens now',
          'Sign-ins from addresses this account has not used in 30 days must first let the browser do about a second of work, ' +
            'more while the failures keep coming, until they age out. Known addresses sign in as usual. ' +
            'Nobody is locked out, and you will not be told again about this account within the hour.',
        ],
        [
          'If this was not you',
          'Someone is guessing the password. A long, unique password stops them; ' +
            '`npm run admin -- create` on the server sets a new one and signs out every session.',
        ],
      ],
    });
  }
}

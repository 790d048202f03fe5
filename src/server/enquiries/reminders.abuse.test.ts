import { eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiServer } from '../app';
import { mailOutbox, quotes, users } from '../db/schema';
import { createLogger } from '../logger';
import { form, startHarness, TestClient, validContact, validQuote, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { londonWeek, remindersIn } from '../test/reminders';
import { startMailCatcher } from '../test/smtp';

/*
 * The reminders (reminders.ts) when things go wrong: a server stopped as it looks, the database
 * lost in the middle of a look, and two instances on one PostgreSQL looking at the same moment.
 * Whatever happens, each reminder is mailed once: never lost, never twice.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Ahead of the real present: a form's proof of work is issued at the server's time and its expiry checked at the real one. */
const AHEAD = Date.now() + DAY;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery', name: 'Olivia Owner' };

// Started before the describe blocks' servers, which are given its address.
const mail = await startMailCatcher();
afterAll(() => mail.close());

/** A UK quote from `visitor`, sent to `client` at `at` on `clock`; its id. */
async function quoteFrom(client: TestClient, clock: { set(at: number): void }, visitor: string, at: number) {
  clock.set(at);
  const res = await client.call('/api/request-quote', { form: form({ ...validQuote, fullName: visitor }) });
  expect(res.status).toBe(201);
  await client.server.idle();
  return ((await res.json()) as { id: string }).id;
}
const remindAtOf = async (server: ApiServer, id: string) => {
  const [row] = await server.db.select({ remindAt: quotes.remindAt }).from(quotes).where(eq(quotes.id, id));
  if (!row?.remindAt) throw new Error(`quote ${id} has no reminder time`);
  return row.remindAt.getTime();
};
/** The reminder mails waiting in the outbox, by the visitor they are about (a sent one keeps no text: it is about no submission). */
async function queuedReminders(server: ApiServer) {
  const rows = await server.db
    .select({ message: mailOutbox.message })
    .from(mailOutbox)
    .where(like(sql`${mailOutbox.message}->>'subject'`, 'Reply due in two business hours: %'));
  const counts = new Map<string, number>();
  for (const { message } of rows) {
    const visitor = message?.subject.replace(/^.*: quote request from /, '') ?? '';
    counts.set(visitor, (counts.get(visitor) ?? 0) + 1);
  }
  return counts;
}

describe('a server stopped while it looks', () => {
  const clock = manualClock(AHEAD);
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clock, smtpUrl: mail.url, rateLimit: { max: 1_000, windowMs: 60_000 } });
    await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
  });
  afterAll(() => h?.cleanup());

  it('mails each reminder once, wherever in the look the stop falls: finished before it stops, or taken up by the next start', async () => {
    // The stop comes at once, after a tick, after the pending callbacks, and a few milliseconds in.
    const pauses: Array<() => Promise<unknown>> = [
      () => Promise.resolve(),
      () => new Promise((resolve) => process.nextTick(resolve)),
      () => new Promise((resolve) => setImmediate(resolve)),
      () => new Promise((resolve) => setTimeout(resolve, 2)),
      () => new Promise((resolve) => setTimeout(resolve, 10)),
    ];
    for (const [n, pause] of pauses.entries()) {
      const week = londonWeek(AHEAD + (20 + 7 * n) * DAY);
      const visitor = `Stopped Look ${n}`;
      const id = await quoteFrom(h.client, clock, visitor, week.at(0, 15));
      clock.set(await remindAtOf(h.server, id));
      await pause();
      await h.restart();
      await h.server.idle();
      clock.advance(10 * MINUTE);
      await h.server.idle();
      expect(remindersIn(mail.received, visitor), visitor).toHaveLength(1);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost during a look (PostgreSQL behind a proxy that cuts it)', () => {
  const clock = manualClock(AHEAD);
  const logged: Array<Record<string, unknown>> = [];
  const lost = serverBehindPgProxy('reminder_faults', {
    clock,
    smtpUrl: mail.url,
    rateLimit: { max: 1_000, windowMs: 60_000 },
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });

  it.each([
    ['as it marks the reminder', 'update "quotes" set "reminded_at"'],
    ['between the mark and the mail', 'insert into "mail_outbox"'],
  ])(
    'a look cut %s leaves neither mark nor mail, is logged and tried again, and mails the reminder once when it is back',
    async (where, statement) => {
      const h = lost.harness;
      if ((await h.server.db.$count(users)) === 0) await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
      const week = londonWeek(AHEAD + (where.startsWith('as') ? 30 : 40) * DAY);
      const visitor = `Cut Look ${where}`;
      const id = await quoteFrom(h.client, clock, visitor, week.at(0, 15));
      const remindAt = await remindAtOf(h.server, id);

      lost.proxy.cutWhenSent(statement);
      clock.set(remindAt);
      await h.server.idle().catch(() => {});
      expect(lost.proxy.databaseDown).toBe(true);
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: expect.stringMatching(/^the enquiry reminders could not look for due work/),
        }),
      );
      // Read from the database itself while the server's way to it is still cut: the look left nothing.
      const direct = new pg.Client({ connectionString: lost.databaseUrl });
      await direct.connect();
      try {
        const marked = await direct.query('SELECT reminded_at FROM quotes WHERE id = $1', [id]);
        expect(marked.rows).toEqual([{ reminded_at: null }]);
        const queued = await direct.query("SELECT count(*)::int AS n FROM mail_outbox WHERE message->>'subject' LIKE $1", [
          `%from ${visitor}`,
        ]);
        expect(queued.rows).toEqual([{ n: 0 }]);
      } finally {
        await direct.end();
      }
      await lost.databaseBack();

      // Looked at again once the change feed is back, or by the retry five seconds on: one reminder, and no other after it.
      clock.advance(5_000);
      await h.server.idle();
      clock.advance(DAY);
      await h.server.idle();
      expect(remindersIn(mail.received, visitor)).toHaveLength(1);
      expect((await queuedReminders(h.server)).size).toBe(0);
    },
  );
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  const clock = manualClock(AHEAD);
  let h: Harness;
  let other: ApiServer;
  const options = { clock, smtpUrl: mail.url, rateLimit: { max: 1_000, windowMs: 60_000 }, logLevel: 'silent' as const };
  beforeAll(async () => {
    h = await startHarness({ ...options, registration: 'open' });
    other = await createApp({ ...options, dataDir: `${h.dataDir}-b`, databaseUrl: h.databaseUrl, distDir: null });
    await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
    await h.client.signUpAndIn('adam@example.com', OWNER.password, 'Adam Administrator');
    await h.server.db.update(users).set({ role: 'administrator' }).where(eq(users.email, 'adam@example.com'));
  });
  afterAll(async () => {
    await other?.close();
    await h?.cleanup();
  });

  it('queue and send each reminder once, though both look at the same moment, again and again', async () => {
    const clients = [h.client, new TestClient(other)];
    const ownerId = (await h.server.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email)))[0]?.id;
    const expected = new Map<string, number>();
    for (let round = 0; round < 3; round++) {
      const week = londonWeek(AHEAD + (50 + 7 * round) * DAY);
      // Eight quotes at the same moment, through either instance: all reminded at the same moment.
      const ids: string[] = [];
      for (let n = 0; n < 8; n++) {
        const visitor = `Round ${round} Visitor ${n}`;
        ids.push(await quoteFrom(clients[n % 2]!, clock, visitor, week.at(0, 15)));
        // Half of them the owner's (one mail), half nobody's (the owner's and the administrator's).
        expected.set(visitor, n % 2 === 0 ? 1 : 2);
      }
      await h.server.db
        .update(quotes)
        .set({ assigneeId: ownerId })
        .where(
          inArray(
            quotes.id,
            ids.filter((_, n) => n % 2 === 0),
          ),
        );
      await Promise.all([h.server.idle(), other.idle()]);
      const remindAt = await remindAtOf(h.server, ids[0]!);

      // One clock for both: its move fires both instances' timers at once. Each new message wakes its
      // instance's worker too, a dozen more looks racing.
      clock.set(remindAt);
      await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          clients[n % 2]!.call('/api/contact', { json: { ...validContact, subject: `Wake ${round} ${n}` } }),
        ),
      );
      await Promise.all([h.server.idle(), other.idle()]);
      clock.advance(10 * MINUTE);
      await Promise.all([h.server.idle(), other.idle()]);
    }
    const received = Object.fromEntries(
      [...expected.keys()].map((visitor) => [visitor, remindersIn(mail.received, visitor).length]),
    );
    expect(received).toEqual(Object.fromEntries(expected));
    expect((await queuedReminders(h.server)).size).toBe(0);
  }, 120_000);
});

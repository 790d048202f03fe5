import { eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery, OutboxSummary } from '../../schemas/inbox';
import { createApp, type ApiServer } from '../app';
import { auditLog, mailOutbox } from '../db/schema';
import { registry } from '../metrics/registry';
import { form, startHarness, TestClient, validContact, validQuote, type Harness } from '../test/harness';
import { systemTimeClock } from '../test/manual-clock';
import { startMailCatcher, type MailCatcherOptions } from '../test/smtp';
import { until } from '../test/until';

/*
 * The mail outbox (notify/outbox.ts) against a real SMTP server (smtp-server) that refuses, delays
 * or accepts: every submission's mail arrives once, whatever the mail server and the API go
 * through meanwhile. The retry gaps are shortened (mailRetry) so minutes pass in a second.
 */

const FAST = { firstMs: 100, maxMs: 400, giveUpMs: 60_000 };
/**
 * Past every look the outbox would make later: the longest retry gap, its longest wait between
 * looks (a minute) and the 10-minute lease of a send whose outcome was never recorded.
 */
const LATER = 11 * 60_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(catcher: MailCatcherOptions = {}, retry: Partial<typeof FAST> = {}) {
  const mail = await startMailCatcher(catcher);
  // Real time for the retries, moved ahead (LATER) to see at once what every later look would send.
  const clock = systemTimeClock();
  const h = await startHarness({
    smtpUrl: mail.url,
    mailRetry: { ...FAST, ...retry },
    rateLimit: { max: 1_000, windowMs: 60_000 },
    clock,
  });
  cleanups.push(mail.close, h.cleanup);
  const token = (await h.client.signUpAndIn('boss@example.com')).accessToken;
  return { mail, h, token, clock };
}

type Item = { id: string; subject: string; delivery: Delivery };
const list = async (h: Harness, token: string, kind = 'contacts') =>
  (await (await h.client.call(`/api/admin/${kind}?limit=100`, { token })).json()) as Item[];
const subjectsOf = (mails: Array<{ raw: string }>) => mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');

/** Each subject's count: every one must be 1. */
const counts = (subjects: string[]) => subjects.reduce((all, s) => all.set(s, (all.get(s) ?? 0) + 1), new Map<string, number>());

describe('the mail outbox', () => {
  it('sends all 50 mails exactly once after a mail server outage with a restart of the API in it, showing them retrying meanwhile', async () => {
    let down = true;
    const { mail, h, token, clock } = await setup({
      refuse: () => (down ? '451 4.3.0 Mail server busy, try again later' : null),
    });
    const subjects = Array.from({ length: 50 }, (_, i) => `Outage ${i}`);
    const answers = await Promise.all(
      subjects.map((subject) => h.client.call('/api/contact', { json: { ...validContact, subject } })),
    );
    expect(answers.map((res) => res.status)).toEqual(subjects.map(() => 201));

    // While the server refuses, the inbox shows each mail retrying, with the server's reply and the next try.
    const retrying = await until(
      () => list(h, token),
      (items) => items.length === 50 && items.every((item) => item.delivery.state === 'retrying'),
    );
    for (const { delivery } of retrying) {
      expect(delivery.attempts).toBeGreaterThanOrEqual(1);
      expect(delivery.lastError).toMatch(/451 4\.3\.0 Mail server busy/);
      expect(Date.parse(delivery.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() - 2_000);
    }
    expect(mail.received).toHaveLength(0);

    // The API restarts in the outage: the new process finds the mails where the old one left them.
    await h.restart();
    await until(
      () => mail.refused.length,
      (n) => n >= 60,
    );
    down = false;
    const recovered = performance.now();

    await until(
      () => mail.received.length,
      (n) => n >= 50,
    );
    console.info(
      `mail outbox: 50 mails sent ${Math.round(performance.now() - recovered)} ms after the mail server came back, ${mail.refused.length} refused tries before`,
    );
    const sent = await until(
      () => list(h, token),
      (items) => items.every((item) => item.delivery.state === 'sent'),
    );
    expect(sent.every((item) => item.delivery.sentAt && !item.delivery.lastError)).toBe(true);
    // Later looks send nothing more.
    clock.advance(LATER);
    await h.server.idle();
    expect(mail.received).toHaveLength(50);
    expect([...counts(subjectsOf(mail.received)).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(subjectsOf(mail.received))).toEqual(new Set(subjects.map((s) => `Contact form: ${s}`)));
  }, 60_000);

  it("marks a mail failed with the server's reason once the retries have run their time, and says so in the banner and /metrics", async () => {
    const { mail, h, token, clock } = await setup({ refuse: () => '550 5.1.1 Mailbox unavailable' }, { giveUpMs: 500 });
    const res = await h.client.call('/api/contact', { json: { ...validContact, subject: 'Never delivered' } });
    expect(res.status).toBe(201);
    const [failed] = await until(
      () => list(h, token),
      (items) => items[0]?.delivery.state === 'failed',
    );
    expect(failed?.delivery).toMatchObject({ state: 'failed', lastError: '550 5.1.1 Mailbox unavailable' });
    expect(failed?.delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(failed?.delivery.nextAttemptAt).toBeUndefined();
    const attempts = mail.refused.length;
    clock.advance(LATER);
    await h.server.idle();
    expect(mail.refused.length).toBe(attempts);

    const summary = (await (await h.client.call('/api/admin/outbox', { token })).json()) as OutboxSummary;
    expect(summary).toMatchObject({ sends: true, failed: 1, failedByKind: { quotes: 0, contacts: 1, applications: 0 } });
    expect(await registry.metrics()).toMatch(/^mail_outbox_mails\{state="failed"\} 1$/m);

    // Resend queues it afresh: tried now, and sent once the server takes it.
    mail.refused.length = 0;
    const again = await h.client.call(`/api/admin/contacts/${failed?.id}/resend`, { token, method: 'POST' });
    expect(again.status).toBe(202);
    expect(((await again.json()) as Item).delivery).toMatchObject({ state: 'queued', attempts: 0 });
    // The audit row names the item, never the visitor: the log is kept 400 days, their address
    // only RETENTION_DAYS (issue 59, finding 6).
    const [resent] = await h.server.db.select().from(auditLog).where(eq(auditLog.action, 'submission.resent'));
    expect(resent?.target).toBe(`contacts ${failed?.id}`);
    await until(
      () => mail.refused.length,
      (n) => n >= 1,
    );
  });

  it('sends a quote whose attachment the mail server refuses without it, saying where to find it', async () => {
    const { mail, h, token } = await setup({
      refuse: (raw) => (/Content-Disposition: attachment/i.test(raw) ? '552 5.3.4 Message size exceeds fixed limit' : null),
    });
    const res = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'brief.txt', content: 'the brief' }),
    });
    expect(res.status).toBe(201);
    await until(
      () => mail.received.length,
      (n) => n === 1,
    );
    const [item] = await until(
      () => list(h, token, 'quotes'),
      (items) => items[0]?.delivery.state === 'sent',
    );
    expect(item?.delivery.attempts).toBe(2);
    const text = mail.received[0]?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(text).not.toMatch(/Content-Disposition: attachment/i);
    expect(text).toMatch(/Attachment: brief\.txt is not attached: the mail server refused the mail with it \(552 5\.3\.4/);
  });

  it('waits at shutdown for the mail being sent, which is then sent once', async () => {
    const { mail, h, clock } = await setup({ delayMs: 700 });
    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'In flight' } })).status).toBe(201);
    // The restart comes while the mail server holds the mail's text and has not answered yet.
    await until(
      () => mail.holding,
      (n) => n === 1,
    );
    await h.restart();
    expect(subjectsOf(mail.received)).toEqual(['Contact form: In flight']);
    const [row] = await h.server.db.select().from(mailOutbox);
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    clock.advance(LATER);
    await h.server.idle();
    expect(mail.received).toHaveLength(1);
  });

  it("keeps no account mail's text once it is sent, and never mails what looked automated", async () => {
    const { mail, h } = await setup();
    // The sign-up's owner account got none; a contact that looks automated (its honeypot filled) gets none either.
    expect((await h.client.call('/api/contact', { json: { ...validContact, website: 'http://spam.example' } })).status).toBe(201);
    await h.server.idle();
    const rows = await h.server.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.submissionKind === 'contacts')).toHaveLength(0);
    const accountRows = await h.server.db.select().from(mailOutbox).where(isNull(mailOutbox.submissionKind));
    for (const row of accountRows) if (row.state === 'sent') expect(row.message).toBeNull();
    expect(mail.received.filter((m) => /automated/.test(m.raw))).toHaveLength(0);
  });
});

describe('resend', () => {
  it('is 404 for an unknown item, 409 in Spam, and 503 where no mail is sent', async () => {
    const { h, token } = await setup();
    expect(
      (await h.client.call('/api/admin/contacts/00000000-0000-4000-8000-000000000000/resend', { token, method: 'POST' })).status,
    ).toBe(404);
    await h.client.call('/api/contact', { json: { ...validContact, website: 'bot' } });
    const [spam] = (await (await h.client.call('/api/admin/contacts?view=spam', { token })).json()) as Item[];
    const refused = await h.client.call(`/api/admin/contacts/${spam?.id}/resend`, { token, method: 'POST' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/in Spam/);
    expect(spam?.delivery).toEqual({ state: 'none', attempts: 0 });

    const silent = await startHarness();
    cleanups.push(silent.cleanup);
    const owner = (await silent.client.signUpAndIn('quiet@example.com')).accessToken;
    const { id } = (await (await silent.client.call('/api/contact', { json: validContact })).json()) as { id: string };
    expect((await silent.client.call(`/api/admin/contacts/${id}/resend`, { token: owner, method: 'POST' })).status).toBe(503);
    const summary = (await (await silent.client.call('/api/admin/outbox', { token: owner })).json()) as OutboxSummary;
    expect(summary.sends).toBe(false);
  });

  it('queues one mail however many resends arrive at once', async () => {
    const { mail, h, token } = await setup();
    const { id } = (await (await h.client.call('/api/contact', { json: { ...validContact, subject: 'Twice' } })).json()) as {
      id: string;
    };
    await h.server.idle();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => h.client.call(`/api/admin/contacts/${id}/resend`, { token, method: 'POST' })),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 202));
    await h.server.idle();
    const rows = await h.server.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('sent');
    // The first mail, and at least one more for the resends; each resend's mail is the same one.
    expect(subjectsOf(mail.received).filter((s) => s === 'Contact form: Twice').length).toBeGreaterThanOrEqual(2);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('send each of 50 mails once, through an outage, whichever instance stored it', async () => {
    let down = true;
    const { mail, h, token, clock } = await setup({ refuse: () => (down ? '421 4.7.0 Try again later' : null) });
    const other: ApiServer = await createApp({
      dataDir: `${h.dataDir}-b`,
      databaseUrl: h.databaseUrl,
      distDir: null,
      logLevel: 'silent',
      smtpUrl: mail.url,
      mailRetry: FAST,
      rateLimit: { max: 1_000, windowMs: 60_000 },
      clock,
    });
    cleanups.push(() => other.close());
    const subjects = Array.from({ length: 50 }, (_, i) => `Two instances ${i}`);
    const otherClient = new TestClient(other);
    const answers = await Promise.all(
      subjects.map((subject, i) => (i % 2 ? h.client : otherClient).call('/api/contact', { json: { ...validContact, subject } })),
    );
    expect(answers.map((res) => res.status)).toEqual(subjects.map(() => 201));
    await until(
      () => mail.refused.length,
      (n) => n >= 100,
    );
    down = false;
    await until(
      () => list(h, token),
      (items) => items.length === 50 && items.every((item) => item.delivery.state === 'sent'),
    );
    clock.advance(LATER);
    await Promise.all([h.server.idle(), other.idle()]);
    expect(mail.received).toHaveLength(50);
    expect([...counts(subjectsOf(mail.received)).values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});

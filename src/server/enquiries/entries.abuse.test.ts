import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../schemas/enquiry-entries';
import { auditLog, contacts, enquiryEntries, mailOutbox } from '../db/schema';
import { validContact, type Harness } from '../test/harness';
import { startListeningHarness, type ListeningHarness } from '../test/listening-harness';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { startMailCatcher, type ReceivedMail } from '../test/smtp';

/*
 * Notes and replies as a broken client, a racing team or a failing database send them: broken and
 * oversized bodies are 4xx and write nothing; six replies at once are six mails in one thread, one
 * after another, and only the first keeps the promise; a client gone mid-reply sends nothing; a
 * reply cut by a lost database leaves no entry and no mail.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let listening: ListeningHarness;
let h: Harness;
let owner = '';

beforeAll(async () => {
  catcher = await startMailCatcher();
  listening = await startListeningHarness(OWNER, { smtpUrl: catcher.url });
  ({ h, owner } = listening);
}, 600_000);
afterAll(async () => {
  await listening?.stop();
  await catcher?.close();
});

const contact = async (harness: Harness, email = 'visitor@example.com') => {
  const res = await harness.client.call('/api/contact', { json: { ...validContact, email } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
/** What is stored of enquiry `id`: its entries, their mails, and its tracking. */
const stored = async (harness: Harness, id: string) => {
  const entries = await harness.server.db
    .select({ type: enquiryEntries.type, mailId: enquiryEntries.mailId })
    .from(enquiryEntries)
    .where(eq(enquiryEntries.submissionId, id));
  const [row] = await harness.server.db
    .select({ state: contacts.state, firstReplyAt: contacts.firstReplyAt })
    .from(contacts)
    .where(eq(contacts.id, id));
  return { entries, row };
};
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' '))?.[1];

describe('malformed, truncated and oversized notes and replies', () => {
  it('answers 400, 413 and 415, and writes nothing', async () => {
    const id = await contact(h);
    for (const path of [`/api/admin/contacts/${id}/notes`, `/api/admin/contacts/${id}/replies`]) {
      await listening.expectBrokenBodiesRefused('POST', path, JSON.stringify({ text: 'Hello there' }), '{text: "Hello"}');
      const send = (body: string) =>
        h.client.call(path, { method: 'POST', body, token: owner, headers: { 'Content-Type': 'application/json' } });
      for (const body of ['{}', '{"text": 7}', '{"text": "Hi", "to": "someone@example.com"}', '{"text": "\\u0000"}'])
        expect((await send(body)).status, body).toBe(400);
      expect((await send(JSON.stringify({ text: 'x'.repeat(300_000) }))).status).toBe(413);
    }
    for (const bad of ['abc', '1', '../x'])
      expect((await h.client.call(`/api/admin/contacts/${bad}/replies`, { token: owner, json: { text: 'Hi' } })).status).toBe(
        404,
      );
    expect(await stored(h, id)).toMatchObject({ entries: [], row: { state: 'new', firstReplyAt: null } });
  });
});

describe('replies racing', () => {
  it('six replies at once are six mails in one thread, each answering the one before, and the first alone keeps the promise', async () => {
    const id = await contact(h, 'racing@example.com');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        h.client.call(`/api/admin/contacts/${id}/replies`, { token: owner, json: { text: `Reply ${n}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(202));
    await h.server.idle();
    const mails = catcher.received.filter((mail) => mail.to.includes('racing@example.com'));
    expect(mails).toHaveLength(6);
    // One chain: each mail but the first answers exactly one other, and no two answer the same.
    const ids = mails.map((mail) => header(mail, 'Message-ID'));
    const answered = mails.map((mail) => header(mail, 'In-Reply-To')).filter(Boolean);
    expect(new Set(ids).size).toBe(6);
    expect(new Set(answered).size).toBe(5);
    for (const each of answered) expect(ids).toContain(each);

    const item = (await (await h.client.call(`/api/admin/contacts/${id}`, { token: owner })).json()) as Conversation & {
      firstReplyAt: string;
      state: string;
    };
    expect(item.replies).toHaveLength(6);
    expect(item.firstReplyAt).toBe(item.replies[0]!.createdAt);
    expect(item.state).toBe('answered');
    const changes = await h.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.target, `contacts ${id}: new to answered`));
    expect(changes).toEqual([{ n: 1 }]);
  });
});

describe('a client that goes away mid-reply', () => {
  it('half a reply then a closed socket sends nothing: the whole one then goes', async () => {
    const id = await contact(h, 'halfway@example.com');
    const body = JSON.stringify({ text: 'A reply the client never finished sending' });
    const status = await listening.halfThenClosed('POST', `/api/admin/contacts/${id}/replies`, body);
    await expect.poll(status, { timeout: 30_000 }).toBe(400);
    expect((await stored(h, id)).entries).toEqual([]);
    expect((await listening.whole('POST', `/api/admin/contacts/${id}/replies`, body)).status).toBe(202);
    await h.server.idle();
    expect(catcher.received.filter((mail) => mail.to.includes('halfway@example.com'))).toHaveLength(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('entry_faults', {
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    smtpUrl: 'smtp://127.0.0.1:1',
  });

  it('a reply cut as it is written: 500, no entry, no mail, the promise still open; the same reply works once back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
    const id = await contact(faulty);
    lost.proxy.cutWhenSent('insert into "enquiry_entries"');
    const failed = await faulty.client.call(`/api/admin/contacts/${id}/replies`, { token, json: { text: 'Lost' } });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    await lost.databaseBack();
    expect(await stored(faulty, id)).toMatchObject({ entries: [], row: { state: 'new', firstReplyAt: null } });
    // The enquiry's own mail to the company is there; none to the visitor.
    const replies = await faulty.server.db.select({ to: sql<string>`message->>'to'` }).from(mailOutbox);
    expect(replies.filter((row) => row.to === validContact.email)).toEqual([]);
    const again = await faulty.client.call(`/api/admin/contacts/${id}/replies`, { token, json: { text: 'Back' } });
    expect(again.status).toBe(202);
    expect((await stored(faulty, id)).entries).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../../site.config';
import type { AuditEntry } from '../../schemas/audit';
import type { Conversation } from '../../schemas/enquiry-entries';
import type { EnquiryTracking } from '../../schemas/enquiries';
import { contacts, enquiryEntries, mailOutbox } from '../db/schema';
import { startHarness, validContact, type Harness } from '../test/harness';
import { startMailCatcher, type ReceivedMail } from '../test/smtp';
import { startWebhookReceiver } from '../test/webhook-receiver';

/*
 * Notes and replies on an enquiry (issue 61): a reply written in the admin reaches the visitor's
 * mailbox from the company, with Reply-To the company's inbox, and every later reply stays in the
 * same conversation (Message-ID, In-Reply-To, References); the first sets firstReplyAt and the
 * state; notes are never mailed; each is logged without its text and sent to the webhooks.
 */

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let mailbox: ReceivedMail[];
let h: Harness;
let owner: { token: string; id: string };

beforeAll(async () => {
  catcher = await startMailCatcher();
  mailbox = catcher.received;
  receiver = await startWebhookReceiver();
  h = await startHarness({
    smtpUrl: catcher.url,
    registration: 'open',
    webhookAllowPrivate: true,
    rateLimit: { max: 1_000, windowMs: 60_000 },
  });
  const signed = await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner');
  owner = { token: signed.accessToken, id: signed.user.id };
  const endpoint = await h.client.call('/api/admin/webhooks', {
    token: owner.token,
    json: { url: receiver.url, kinds: ['contact'] },
  });
  expect(endpoint.status).toBe(201);
  receiver.useSecret(((await endpoint.json()) as { secret: string }).secret);
});
afterAll(async () => {
  await h.cleanup();
  await catcher.close();
  await receiver.close();
});

type Item = EnquiryTracking & Conversation & { id: string };

/** A mail's header, its folded lines joined. */
function header(mail: ReceivedMail | undefined, name: string): string | undefined {
  const head = (mail?.raw ?? '').split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}
/** A mail's text, quoted-printable undone. */
const bodyOf = (mail: ReceivedMail | undefined) =>
  (mail?.raw ?? '')
    .split('\r\n\r\n')
    .slice(1)
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const contact = async (subject: string, email = 'visitor@example.com') => {
  const res = await h.client.call('/api/contact', { json: { ...validContact, subject, email } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const reply = (id: string, text: string, token = owner.token) =>
  h.client.call(`/api/admin/contacts/${id}/replies`, { token, json: { text } });
const note = (id: string, text: string, token = owner.token) =>
  h.client.call(`/api/admin/contacts/${id}/notes`, { token, json: { text } });
const itemOf = async (id: string) => {
  const res = await h.client.call(`/api/admin/contacts/${id}`, { token: owner.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Item;
};
const mailsTo = (address: string) => mailbox.filter((mail) => mail.to.includes(address));

describe('a reply written in the admin', () => {
  it('reaches the visitor from the company, Reply-To its inbox, and later replies stay in the one conversation', async () => {
    const id = await contact('Hosting question', 'threaded@example.com');
    await h.server.idle();
    const first = await reply(id, 'Thank you for asking.\nWe host on our own servers.');
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ id: expect.any(String), delivery: { state: 'queued' } });
    await h.server.idle();
    const second = await reply(id, 'One more thing: backups are daily.');
    expect(second.status).toBe(202);
    await h.server.idle();

    const [one, two] = mailsTo('threaded@example.com');
    expect(mailsTo('threaded@example.com')).toHaveLength(2);
    expect(header(one, 'From')).toContain(site.company.email);
    expect(header(one, 'Reply-To')).toContain(site.company.email);
    expect(header(one, 'Subject')).toBe('Re: Hosting question');
    expect(bodyOf(one)).toContain('Thank you for asking.\r\nWe host on our own servers.');
    // Signed by who wrote it.
    expect(bodyOf(one)).toContain('Olivia Owner');
    const firstId = header(one, 'Message-ID');
    expect(firstId).toMatch(/^<[^@>]+@[^>]+>$/);
    expect(header(one, 'In-Reply-To')).toBeUndefined();
    // The second answers the first, and names it among its references: one thread in any mail program.
    expect(header(two, 'Message-ID')).not.toBe(firstId);
    expect(header(two, 'In-Reply-To')).toBe(firstId);
    expect(header(two, 'References')).toContain(firstId);
    expect(header(two, 'Subject')).toBe('Re: Hosting question');
    expect(header(two, 'Reply-To')).toContain(site.company.email);

    const item = await itemOf(id);
    expect(item.replies.map((each) => [each.text, each.author.name, each.delivery.state])).toEqual([
      ['Thank you for asking.\nWe host on our own servers.', 'Olivia Owner', 'sent'],
      ['One more thing: backups are daily.', 'Olivia Owner', 'sent'],
    ]);
    // The first reply kept the promise; the second changes neither the time nor the state.
    expect(item.firstReplyAt).toBe(item.replies[0]!.createdAt);
    expect(item.state).toBe('answered');
    // The outbox keeps no copy of a sent reply: its text is the entry's.
    const kept = await h.server.db
      .select({ message: mailOutbox.message })
      .from(mailOutbox)
      .innerJoin(enquiryEntries, eq(enquiryEntries.mailId, mailOutbox.id))
      .where(eq(enquiryEntries.submissionId, id));
    expect(kept).toEqual([{ message: null }, { message: null }]);
  });

  it('is logged without its text, and sent to the webhooks with the state it brought', async () => {
    const id = await contact('Webhook question');
    expect((await reply(id, 'A private answer')).status).toBe(202);
    const audit = (await (await h.client.call('/api/admin/audit', { token: owner.token })).json()) as AuditEntry[];
    const logged = audit.filter((entry) => entry.target.startsWith(`contacts ${id}`));
    expect(logged.map((entry) => [entry.action, entry.target])).toEqual([
      ['submission.state-changed', `contacts ${id}: new to answered`],
      ['submission.replied', `contacts ${id}`],
    ]);
    expect(JSON.stringify(logged)).not.toContain('A private answer');
    await h.server.idle();
    const sent = receiver.received.filter((event) => event.body.data.id === id);
    // Each signed as every webhook is.
    expect(sent.every((event) => event.verified)).toBe(true);
    expect(sent.map((event) => event.body.type).sort()).toEqual([
      'submission.created',
      'submission.replied',
      'submission.state-changed',
    ]);
    expect(sent.find((event) => event.body.type === 'submission.replied')?.body.data).toMatchObject({
      state: 'answered',
      reply: { text: 'A private answer' },
      by: { name: 'Olivia Owner' },
    });
  });

  it('leaves a closed enquiry closed, and one already answered by telephone keeps its state', async () => {
    const id = await contact('Closed already');
    expect(
      (await h.client.call(`/api/admin/contacts/${id}`, { method: 'PATCH', token: owner.token, json: { state: 'closed' } }))
        .status,
    ).toBe(200);
    expect((await reply(id, 'A last word')).status).toBe(202);
    expect(await itemOf(id)).toMatchObject({ state: 'closed', firstReplyAt: expect.any(String) });
  });

  it('is refused with no text, too much text, for no such enquiry, for spam, and by someone who may not read the inbox', async () => {
    const id = await contact('Refusals');
    expect((await reply(id, '   ')).status).toBe(400);
    expect((await reply(id, 'x'.repeat(20_001))).status).toBe(400);
    expect((await reply('00000000-0000-4000-8000-000000000000', 'Hello')).status).toBe(404);
    await h.server.db.update(contacts).set({ spamReason: 'test' }).where(eq(contacts.id, id));
    expect((await reply(id, 'Hello')).status).toBe(404);
    expect((await note(id, 'Hello')).status).toBe(404);
    await h.server.db.update(contacts).set({ spamReason: null }).where(eq(contacts.id, id));
    const author = await h.client.signUpAndIn('author@example.com', 'correct horse battery', 'Arun Author');
    expect((await reply(id, 'Hello', author.accessToken)).status).toBe(403);
    expect((await note(id, 'Hello', author.accessToken)).status).toBe(403);
    expect((await h.client.call(`/api/admin/contacts/${id}`, { token: author.accessToken })).status).toBe(403);
    expect((await h.client.call(`/api/admin/contacts/${id}/replies`, { json: { text: 'Hello' } })).status).toBe(401);
    expect(await itemOf(id)).toMatchObject({ notes: [], replies: [], state: 'new', firstReplyAt: null });
  });
});

describe('notes', () => {
  it('are kept on the item with their author, never mailed, and logged without their text', async () => {
    const id = await contact('Noted');
    await h.server.idle();
    const before = mailbox.length;
    const written = await note(id, 'Called them back; they want a call on Monday.');
    expect(written.status).toBe(201);
    expect(await written.json()).toMatchObject({
      text: 'Called them back; they want a call on Monday.',
      author: { id: owner.id, name: 'Olivia Owner' },
    });
    await h.server.idle();
    expect(mailbox.length).toBe(before);
    const item = await itemOf(id);
    expect(item.notes.map((each) => each.text)).toEqual(['Called them back; they want a call on Monday.']);
    // A note is not a reply: the promise is still open.
    expect(item).toMatchObject({ replies: [], firstReplyAt: null, state: 'new' });
    const audit = (await (await h.client.call('/api/admin/audit', { token: owner.token })).json()) as AuditEntry[];
    const logged = audit.find((entry) => entry.target === `contacts ${id}`);
    expect(logged?.action).toBe('submission.noted');
  });
});

describe('a server that sends no mail', () => {
  it('refuses a reply with a 503 that says to write from a mail program, and still keeps notes', async () => {
    const quiet = await startHarness();
    try {
      const token = (await quiet.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner')).accessToken;
      const res = await quiet.client.call('/api/contact', { json: validContact });
      const { id } = (await res.json()) as { id: string };
      const refused = await quiet.client.call(`/api/admin/contacts/${id}/replies`, { token, json: { text: 'Hello' } });
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: string }).error).toMatch(/mail program/);
      expect((await quiet.client.call(`/api/admin/contacts/${id}/notes`, { token, json: { text: 'Rang them' } })).status).toBe(
        201,
      );
    } finally {
      await quiet.cleanup();
    }
  });
});

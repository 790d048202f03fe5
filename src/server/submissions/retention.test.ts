import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryEntries, files, mailOutbox, webhookDeliveries } from '../db/schema';
import { optionsFromEnv } from '../options';
import { PDF } from '../test/fixtures';
import { form, startHarness, validApplication, validContact, validQuote, type Harness } from '../test/harness';
import { startMailCatcher } from '../test/smtp';
import { startWebhookReceiver } from '../test/webhook-receiver';

/*
 * Retention (RETENTION_DAYS): a submission older than the configured age is deleted with its file
 * and its mail when the server starts and daily after; a younger one stays, whatever its kind.
 */

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let h: Harness;
let token: string;
beforeAll(async () => {
  mail = await startMailCatcher();
  receiver = await startWebhookReceiver();
  h = await startHarness({ smtpUrl: mail.url, retentionDays: 30, webhookAllowPrivate: true });
  token = (await h.client.signUpAndIn('keeper@example.com')).accessToken;
  const hook = await h.client.call('/api/admin/webhooks', {
    token,
    json: { url: receiver.url, kinds: ['quote', 'contact', 'application'] },
  });
  expect(hook.status).toBe(201);
});
afterAll(async () => {
  await h.cleanup();
  await mail.close();
  await receiver.close();
});

const storedPath = (name: string) => path.join(h.dataDir, 'files', name);
const ids = async (kind: string) =>
  ((await (await h.client.call(`/api/admin/${kind}`, { token })).json()) as Array<{ id: string }>).map((item) => item.id);

describe('retention', () => {
  it('deletes submissions past the age with their files, mails and webhook deliveries at start, and keeps the younger ones', async () => {
    const made: Record<string, string[]> = { quotes: [], contacts: [], applications: [] };
    for (let i = 0; i < 2; i++) {
      const quote = await h.client.call('/api/request-quote', {
        form: form(validQuote, { field: 'file', name: `brief-${i}.txt`, content: `brief ${i}` }),
      });
      const application = await h.client.call('/api/jobs/apply', {
        form: form(validApplication, { field: 'resume', name: `cv-${i}.pdf`, content: PDF }),
      });
      const contact = await h.client.call('/api/contact', { json: { ...validContact, subject: `Kept or not ${i}` } });
      made.quotes?.push(((await quote.json()) as { id: string }).id);
      made.applications?.push(((await application.json()) as { id: string }).id);
      made.contacts?.push(((await contact.json()) as { id: string }).id);
    }
    // The team's notes and replies on both contacts: the old one's go with it, its reply's mail too.
    for (const id of made.contacts ?? []) {
      expect((await h.client.call(`/api/admin/contacts/${id}/notes`, { token, json: { text: 'Rang them' } })).status).toBe(201);
      expect((await h.client.call(`/api/admin/contacts/${id}/replies`, { token, json: { text: 'Thanks' } })).status).toBe(202);
    }
    await h.server.idle();
    // The first of each kind came 31 days ago, the second 29: only the first is past 30 days.
    for (const [kind, [old, young]] of Object.entries(made)) {
      await h.server.db.execute(
        sql`UPDATE ${sql.identifier(kind)} SET created_at = now() - interval '31 days' WHERE id = ${old}`,
      );
      await h.server.db.execute(
        sql`UPDATE ${sql.identifier(kind)} SET created_at = now() - interval '29 days' WHERE id = ${young}`,
      );
    }
    const storedBefore = (await h.server.db.select({ name: files.storedName, original: files.originalName }).from(files)).map(
      (row) => ({ ...row, onDisk: existsSync(storedPath(row.name)) }),
    );
    expect(storedBefore).toHaveLength(4);
    expect(storedBefore.every((row) => row.onDisk)).toBe(true);

    await h.restart();
    await h.server.idle();

    for (const [kind, [old, young]] of Object.entries(made)) {
      const listed = await ids(kind);
      expect(listed, kind).toContain(young);
      expect(listed, kind).not.toContain(old);
    }
    const storedAfter = await h.server.db.select({ name: files.storedName, original: files.originalName }).from(files);
    expect(storedAfter.map((row) => row.original).sort()).toEqual(['brief-1.txt', 'cv-1.pdf']);
    for (const row of storedBefore) expect(existsSync(storedPath(row.name)), row.original).toBe(/-1\./.test(row.original));
    const mails = await h.server.db.select({ id: mailOutbox.submissionId }).from(mailOutbox);
    for (const [old] of Object.values(made)) expect(mails.map((row) => row.id)).not.toContain(old);
    expect(mails.filter((row) => row.id !== null)).toHaveLength(3);
    const entries = await h.server.db
      .select({ id: enquiryEntries.submissionId, mailId: enquiryEntries.mailId })
      .from(enquiryEntries);
    expect(entries.map((row) => row.id)).toEqual([made.contacts?.[1], made.contacts?.[1]]);
    // Of the replies' mails (which name no submission), only the young contact's is left.
    expect(mails.filter((row) => row.id === null)).toHaveLength(1);
    const deliveries = await h.server.db.select({ id: webhookDeliveries.submissionId }).from(webhookDeliveries);
    expect([...new Set(deliveries.map((row) => row.id))].sort()).toEqual(
      Object.values(made)
        .map(([, young]) => young)
        .sort(),
    );
  });

  it('takes its age from RETENTION_DAYS, 730 days unless set, and refuses what is not a number of days', () => {
    expect(optionsFromEnv({}).app.retentionDays).toBe(730);
    expect(optionsFromEnv({ RETENTION_DAYS: '90' }).app.retentionDays).toBe(90);
    for (const bad of ['0', '-1', '2.5', 'forever'])
      expect(() => optionsFromEnv({ RETENTION_DAYS: bad })).toThrow(/RETENTION_DAYS/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../../site.config';
import { PDF } from '../test/fixtures';
import { form, startHarness, validApplication, validContact, validQuote, type Harness } from '../test/harness';
import { startMailCatcher, type ReceivedMail } from '../test/smtp';

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let inbox: ReceivedMail[];
let h: Harness;
let down: Harness;

beforeAll(async () => {
  catcher = await startMailCatcher();
  inbox = catcher.received;
  [h, down] = await Promise.all([
    startHarness({ smtpUrl: catcher.url }),
    // Nothing listens on port 1: every mail fails.
    startHarness({ smtpUrl: 'smtp://127.0.0.1:1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([h.cleanup(), down.cleanup()]);
  await catcher.close();
});

describe('notifications by e-mail', () => {
  it('sends each quote, contact message and application to the company address from site.config', async () => {
    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'Mail test' } })).status).toBe(201);
    expect(
      (
        await h.client.call('/api/request-quote', {
          form: form(validQuote, { field: 'file', name: 'brief.txt', content: 'the brief' }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.client.call('/api/jobs/apply', {
          form: form(validApplication, { field: 'resume', name: 'cv.pdf', content: PDF }),
        })
      ).status,
    ).toBe(201);
    await h.server.idle();

    expect(inbox).toHaveLength(3);
    for (const mail of inbox) expect(mail.to).toEqual([site.company.email]);
    const [contact, quote, job] = inbox;
    expect(contact?.raw).toMatch(/Subject: Contact form: Mail test/);
    expect(contact?.raw).toMatch(/Reply-To: sam@example.com/);
    expect(quote?.raw).toMatch(/Subject: Quote request from Jane Doe \(Acme Ltd\)/);
    expect(quote?.raw).toMatch(/filename=brief.txt/);
    expect(job?.raw).toMatch(/Subject: Job application: DevOps Engineer - Ram Shrestha/);
    expect(job?.raw).toMatch(/filename=cv.pdf/);
  });

  it('lets no visitor forge a header or a labelled line: single-line fields stay on one line, messages are indented', async () => {
    const forged = {
      ...validContact,
      name: 'Sam\r\nBcc: victim@example.com',
      subject: 'Forged\r\nBcc: victim@example.com',
      message: 'Hello\nEmail: boss@example.com\r\nBcc: victim@example.com',
    };
    expect((await h.client.call('/api/contact', { json: forged })).status).toBe(201);
    await h.server.idle();
    const mail = inbox.at(-1);
    expect(mail?.to).toEqual([site.company.email]);
    const [headers = '', body = ''] = (mail?.raw ?? '').split(/\r?\n\r?\n/);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: Contact form: Forged Bcc: victim@example.com$/m);
    expect(body).toMatch(/^Name: Sam Bcc: victim@example.com$/m);
    // Every line of the body starts with one of our labels or is an indented continuation.
    for (const line of body.split(/\r?\n/).filter(Boolean)) expect(line).toMatch(/^(Name|Email|Phone|Subject|Message): |^ {2}/);
  });

  it('keeps the submission when the mail server is down', async () => {
    const res = await down.client.call('/api/contact', { json: { ...validContact, subject: 'Kept' } });
    expect(res.status).toBe(201);
    await down.server.idle();
    const token = (await down.client.signUpAndIn('boss@example.com')).accessToken;
    const stored = (await (await down.client.call('/api/admin/contacts', { token })).json()) as Array<{ subject: string }>;
    expect(stored.map((item) => item.subject)).toEqual(['Kept']);
  });
});

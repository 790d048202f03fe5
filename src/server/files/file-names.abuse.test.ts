import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { PDF } from '../test/fixtures';
import { startMailCatcher } from '../test/smtp';
import { form, startHarness, validApplication, validQuote, type Harness } from '../test/harness';

/*
 * A visitor's file name with bidirectional controls: `invoice\u202Efdp.exe` reads as
 * `invoiceexe.pdf` wherever it is shown. The inbox, the download's name and the mailed attachment
 * carry it without them, names stored before this rule included.
 */

const RLO = '\u202e';
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
const mails = () => catcher.received.map((mail) => mail.raw);
let h: Harness;
let token: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  h = await startHarness({ smtpUrl: catcher.url });
  token = (await h.client.signUpAndIn('names@example.com')).accessToken;
});
afterAll(async () => {
  await h.cleanup();
  await catcher.close();
});

interface Listed {
  id: string;
  file?: { id: string; name: string };
}
const inbox = async (kind: 'quotes' | 'applications') =>
  (await (await h.client.call(`/api/admin/${kind}`, { token })).json()) as Listed[];

describe('file names with bidirectional controls', () => {
  it('are shown, downloaded and mailed without them', async () => {
    const sent = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: `invoice${RLO}fdp.exe`, content: 'not a pdf' }),
    });
    expect(sent.status).toBe(201);
    const applied = await h.client.call('/api/jobs/apply', {
      form: form(validApplication, { field: 'resume', name: `cv\u2067 \u200f(final)\u2069.pdf`, content: PDF }),
    });
    expect(applied.status).toBe(201);

    const [quote] = await inbox('quotes');
    expect(quote?.file?.name).toBe('invoicefdp.exe');
    const [application] = await inbox('applications');
    expect(application?.file?.name).toBe('cv (final).pdf');

    const download = await h.client.call(`/api/admin/files/${quote?.file?.id}`, { token });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );

    await h.server.idle();
    const quoteMail = mails().find((mail) => mail.includes('Quote request from'));
    expect(quoteMail).toMatch(/filename="?invoicefdp\.exe"?/);
    for (const mail of mails()) expect(mail).not.toMatch(/%E2%80%AE|\u202e|%E2%81%A7/i);
  });

  it('are cleaned when shown for files stored before the rule', async () => {
    const [quote] = await inbox('quotes');
    const fileId = quote?.file?.id ?? '';
    await h.server.db
      .update(files)
      .set({ originalName: `report${RLO}xslx.scr` })
      .where(eq(files.id, fileId));
    const [listed] = await inbox('quotes');
    expect(listed?.file?.name).toBe('reportxslx.scr');
    const download = await h.client.call(`/api/admin/files/${fileId}`, { token });
    expect(download.headers.get('content-disposition')).not.toMatch(/%E2%80%AE/i);
  });
});

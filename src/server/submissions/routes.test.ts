import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MESSAGES, MAX_CV_BYTES } from '../../schemas/job-application';
import { DOC, DOCX, PDF, PNG, XLS, ZIP_NOT_DOCX } from '../test/fixtures';
import { form, startHarness, validApplication, validContact, validQuote, type Harness } from '../test/harness';

let h: Harness;
let adminToken: string;

beforeAll(async () => {
  h = await startHarness();
  adminToken = (await h.client.signUpAndIn('admin@example.com')).accessToken;
});
afterAll(() => h.cleanup());

type Listed = Record<string, unknown> & {
  id: string;
  createdAt: string;
  file?: { id: string; name: string; size: number; type: string };
};
async function inbox(kind: 'quotes' | 'contacts' | 'applications'): Promise<Listed[]> {
  const res = await h.client.call(`/api/admin/${kind}`, { token: adminToken });
  expect(res.status).toBe(200);
  return (await res.json()) as Listed[];
}

describe('POST /api/request-quote', () => {
  it('stores a quote with its attachment and lists it in the inbox with the file', async () => {
    const res = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'brief.pdf', content: PDF, type: 'application/pdf' }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; message: string };
    expect(body.message).toMatch(/submitted/);
    const [first] = await inbox('quotes');
    expect(first).toMatchObject({
      ...validQuote,
      id: body.id,
      file: { name: 'brief.pdf', size: PDF.length, type: 'application/pdf' },
    });
    expect(Date.parse(first?.createdAt ?? '')).not.toBeNaN();
  });

  it('accepts a quote from a region page without the optional fields or a file', async () => {
    const res = await h.client.call('/api/request-quote', {
      form: form({
        fullName: 'N',
        email: 'n@example.com',
        phone: '01',
        companyName: 'C',
        region: 'nepal',
        budget: 'Under NPR 50,000',
      }),
    });
    expect(res.status).toBe(201);
    const [latest] = await inbox('quotes');
    expect(latest).toMatchObject({ fullName: 'N', region: 'nepal', size: '', services: '' });
    expect(latest?.file).toBeUndefined();
  });

  it('names each missing required field and a malformed email', async () => {
    const res = await h.client.call('/api/request-quote', { form: form({ email: 'not-an-email', region: 'uk' }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['companyName', 'email', 'fullName', 'phone']);
    expect(body.fields.email).toBe('Enter a valid email address');
    expect(body.error).toContain('fullName');
  });

  it('refuses a budget band of the other region and an unknown region', async () => {
    let res = await h.client.call('/api/request-quote', { form: form({ ...validQuote, region: 'nepal' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('budget');
    res = await h.client.call('/api/request-quote', { form: form({ ...validQuote, region: 'mars' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('region');
  });

  it('refuses an attachment over 10 MB with 413 and keeps nothing', async () => {
    const before = (await inbox('quotes')).length;
    const res = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'big.bin', content: Buffer.alloc(10 * 1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('The file is larger than 10 MB');
    expect(await inbox('quotes')).toHaveLength(before);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await h.client.call('/api/request-quote', { json: validQuote });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Send this form as multipart/form-data' });
  });

  it('answers 400 to a multipart body without a boundary or cut short', async () => {
    let res = await h.client.call('/api/request-quote', { body: 'x', headers: { 'Content-Type': 'multipart/form-data' } });
    expect(res.status).toBe(400);
    res = await h.client.call('/api/request-quote', {
      body: '--abc\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJa',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/contact', () => {
  it('stores a message, dropping keys that are not part of the form', async () => {
    const res = await h.client.call('/api/contact', { json: { ...validContact, loading: true, success: false } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [latest] = await inbox('contacts');
    // This server sends no mail (no SMTP_URL): no mail is queued, and the item says so. New, and
    // nobody's, it is due one business day on (issue 61).
    expect(latest).toEqual({
      ...validContact,
      id,
      createdAt: expect.any(String),
      spamReason: null,
      delivery: { state: 'none', attempts: 0 },
      state: 'new',
      outcome: null,
      assignee: null,
      dueAt: expect.any(String),
      firstReplyAt: null,
      overdue: false,
      // A client that is not a browser is not counted (no user agent): no page to attribute it to.
      landingPath: null,
      formPath: null,
    });
  });

  it('accepts a message without phone and message', async () => {
    const res = await h.client.call('/api/contact', { json: { name: 'A', email: 'a@example.com', subject: 'S' } });
    expect(res.status).toBe(201);
  });

  it('answers 400 naming name, email and subject when they are missing', async () => {
    const res = await h.client.call('/api/contact', { json: { phone: '1' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({ name: 'Name is required', email: 'Email is required', subject: 'Subject is required' });
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    let res = await h.client.call('/api/contact', { body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
    res = await h.client.call('/api/contact', { json: [1, 2] });
    expect(res.status).toBe(400);
    res = await h.client.call('/api/contact', { json: null });
    expect(res.status).toBe(400);
  });

  it('answers 415 to a form-encoded body', async () => {
    const res = await h.client.call('/api/contact', {
      body: 'name=a&email=a@b.co&subject=s',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('answers 413 to a JSON body over 64 KB, declared or not', async () => {
    const big = { ...validContact, message: 'x'.repeat(64 * 1024) };
    const res = await h.client.call('/api/contact', { json: big });
    expect(res.status).toBe(413);
    // Chunked, without Content-Length: the limit holds while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new Uint8Array(1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await h.server.app.request('/api/contact', {
      method: 'POST',
      body: chunks,
      headers: { 'Content-Type': 'application/json' },
      // @ts-expect-error Node's fetch needs duplex for a stream body
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });
});

describe('POST /api/jobs/apply', () => {
  const apply = (fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) =>
    h.client.call('/api/jobs/apply', { form: form(fields, file && { field: 'resume', ...file }) });

  it.each([
    ['a PDF', 'cv.pdf', PDF, 'application/pdf'],
    ['a .docx', 'cv.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a .doc', 'cv.doc', DOC, 'application/msword'],
  ])('accepts %s CV, recognised by content', async (_label, name, content, type) => {
    const res = await apply(validApplication, { name, content });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [latest] = await inbox('applications');
    expect(latest).toMatchObject({ ...validApplication, id, file: { name, size: content.length, type } });
  });

  it('serves the stored CV to the administrator as a download with its original name', async () => {
    const res = await apply(validApplication, { name: 'Résumé "final".pdf', content: PDF });
    expect(res.status).toBe(201);
    const [latest] = await inbox('applications');
    const download = await h.client.call(`/api/admin/files/${latest?.file?.id}`, { token: adminToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses a CV whose content is not PDF or Word, whatever its name: 415', async () => {
    for (const [name, content] of [
      ['cv.pdf', PNG],
      ['cv.doc', XLS],
      ['cv.docx', ZIP_NOT_DOCX],
      ['cv.pdf', Buffer.from('plain text pretending')],
    ] as const) {
      const res = await apply(validApplication, { name, content, type: 'application/pdf' });
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe('The CV must be a PDF or Word document (.pdf, .doc or .docx)');
    }
  });

  it("refuses a CV of 5 MB + 1 byte with 413 and the spec's words, and accepts exactly 5 MB", async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(MAX_CV_BYTES + 1 - PDF.length)]);
    let res = await apply(validApplication, { name: 'cv.pdf', content: tooBig });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: CV_MESSAGES.tooLarge, fields: { resume: CV_MESSAGES.tooLarge } });
    res = await apply(validApplication, { name: 'cv.pdf', content: tooBig.subarray(0, MAX_CV_BYTES) });
    expect(res.status).toBe(201);
  });

  it('names every missing field, the CV included', async () => {
    const res = await apply({ name: 'Only a name' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(
      ['contact', 'country', 'currency', 'email', 'position', 'resume', 'salary', 'town'].sort(),
    );
    expect(body.error).toContain('resume');
  });

  it('does not accept the placeholder position or currency', async () => {
    const res = await apply({ ...validApplication, position: 'Options', currency: 'Options' }, { name: 'cv.pdf', content: PDF });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      position: 'Choose a desired position from the list',
      currency: 'Choose a currency from the list',
    });
  });

  it('receives a position in its own words (a role closed meanwhile, a client of its own) as speculative, up to 200 characters', async () => {
    const cv = { name: 'cv.pdf', content: PDF };
    for (const position of ['Cloud Architect', 'x'.repeat(200)]) {
      expect((await apply({ ...validApplication, position }, cv)).status).toBe(201);
      const [latest] = await inbox('applications');
      // This server has no pages (no build): it knows of no open role.
      expect(latest).toMatchObject({ position, openRole: false });
    }
    const long = await apply({ ...validApplication, position: 'x'.repeat(201) }, cv);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: object }).fields).toEqual({
      position: 'Desired position must be at most 200 characters',
    });
  });

  it('keeps a position to one line, and refuses the characters no one types', async () => {
    const cv = { name: 'cv.pdf', content: PDF };
    expect((await apply({ ...validApplication, position: 'DevOps\r\nBcc: x@example.com' }, cv)).status).toBe(201);
    expect((await inbox('applications'))[0]).toMatchObject({ position: 'DevOps Bcc: x@example.com' });
    for (const position of ['Dev\u0000Ops', 'Dev\u202eOps']) {
      const res = await apply({ ...validApplication, position }, cv);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: object }).fields).toEqual({
        position: 'Desired position contains a character that is not allowed',
      });
    }
  });

  it('answers 400 when the CV is missing', async () => {
    const res = await apply(validApplication);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      resume: 'Attach your CV (.pdf, .doc or .docx, at most 5 MB)',
    });
  });
});

describe('administrator inbox', () => {
  it('lists newest first', async () => {
    for (const subject of ['first', 'second']) {
      expect((await h.client.call('/api/contact', { json: { ...validContact, subject } })).status).toBe(201);
    }
    const [newest, older] = await inbox('contacts');
    expect(newest?.subject).toBe('second');
    expect(older?.subject).toBe('first');
  });

  it('answers 401 without a token and 404 for an unknown file', async () => {
    for (const path of ['/api/admin/quotes', '/api/admin/contacts', '/api/admin/applications', '/api/admin/files/x']) {
      const res = await h.client.call(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: 'Sign in to do this: no access token was sent' });
    }
    const res = await h.client.call('/api/admin/files/00000000-0000-0000-0000-000000000000', { token: adminToken });
    expect(res.status).toBe(404);
  });
});

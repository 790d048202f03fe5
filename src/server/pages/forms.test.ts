import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '../../schemas/job-application';
import { confirmationHref } from '../../schemas/page-forms';
import { contacts, heldFiles } from '../db/schema';
import { deriveFormKey } from '../security/secrets';
import { builtDist, ensureBuilt } from '../test/built-site';
import { PDF } from '../test/fixtures';
import { form, startHarness, validApplication, validContact, validQuote, type Harness } from '../test/harness';
import { attribute, parsePage, textOf } from '../test/html';
import { startMailCatcher } from '../test/smtp';
import { createFormStamp, FORM_STAMP_USED, MIN_FILL_MS } from '../submissions/guards';
import { HELD_FILE_GONE } from '../submissions/submit';
import { OWNER_COOKIE, sweepHeldFiles } from '../submissions/held-files';

/*
 * The pages' forms posted as a browser without script posts them: to the page's own address,
 * urlencoded or multipart, answered as web pages by the build's renderer. What they store is what
 * the API stores for the same input; refused, the page comes back with what was typed.
 */

const SECRET = 'a page-forms test secret of at least 32 characters';
const stamps = createFormStamp(deriveFormKey(SECRET));
/** A stamp from a page served `ms` ago: long enough for a person unless said otherwise. */
const stamp = (ms = MIN_FILL_MS + 2000) => stamps.issue(Date.now() - ms);
const ORIGIN = { Origin: 'http://localhost' };

let h: Harness;
let token: string;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  await ensureBuilt();
  mail = await startMailCatcher();
  h = await startHarness({ distDir: builtDist, jwtSecret: SECRET, smtpUrl: mail.url });
  token = (await h.client.signUpAndIn('forms-admin@example.com')).accessToken;
}, 600_000);
afterAll(async () => {
  await h?.cleanup();
  await mail?.close();
});

type Fields = Record<string, string>;
interface PostOptions {
  file?: { field: string; name: string; content: Buffer | string; type?: string };
  multipart?: boolean;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A form as the browser posts it: its fields with the page's stamp and the empty honeypot. */
async function post(path: string, fields: Fields, { file, multipart = Boolean(file), cookie, headers = {} }: PostOptions = {}) {
  const all = { stamp: stamp(), website: '', ...fields };
  const body = multipart ? form(all, file) : new URLSearchParams(all);
  const res = await h.client.call(path, { body, headers: { ...ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers } });
  return { res, html: res.status === 303 ? '' : await res.text() };
}

type Item = Record<string, unknown> & {
  id: string;
  file?: { id: string; name: string; size: number };
  spamReason: string | null;
  delivery: unknown;
};
async function inbox(kind: 'quotes' | 'contacts' | 'applications', view: 'inbox' | 'spam' = 'inbox'): Promise<Item[]> {
  const res = await h.client.call(`/api/admin/${kind}?view=${view}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Item[];
}
const fileBytes = async (id: string) =>
  Buffer.from(await (await h.client.call(`/api/admin/files/${id}`, { token })).arrayBuffer());
/** What was stored, without what the server adds (its id, date and mail): what the visitor sent. */
const sent = ({ id: _id, createdAt: _at, dueAt: _due, delivery: _mail, file, ...fields }: Item) => ({
  ...fields,
  file: file && { name: file.name, size: file.size },
});

/** The error summaries of a page: their text and where their links go. */
const summaryOf = (html: string) =>
  [...html.matchAll(/<div[^>]*data-error-summary=""[^>]*>([\s\S]*?)<\/div>/g)].map(([, inner = '']) => ({
    text: textOf(parsePage(inner).one('body')),
    links: [...inner.matchAll(/href="([^"]*)"/g)].map((match) => match[1]),
  }));
const valueOf = (html: string, id: string) => {
  const page = parsePage(html);
  const input = page.one('input', { id }) ?? page.one('textarea', { id });
  return input?.tagName === 'textarea' ? textOf(input) : attribute(input, 'value');
};

describe('a form posted without script', () => {
  it('stores the contact message the API stores for the same input, e-mails it, and answers 303 to its confirmation', async () => {
    const viaApi = await h.client.call('/api/contact', { json: { ...validContact, subject: 'Same input' } });
    expect(viaApi.status).toBe(201);
    const { res } = await post('/connect', { ...validContact, subject: 'Same input' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(confirmationHref('/connect', 'contact-form'));
    const [page, api] = await inbox('contacts');
    expect(page && sent(page)).toEqual(api && sent(api));
    await h.server.idle();
    expect(mail.received.filter((m) => m.raw.includes('Subject: Contact form: Same input'))).toHaveLength(2);
  });

  it("confirms with the spec's text, and a reload of the confirmation stores nothing more", async () => {
    const before = (await inbox('contacts')).length;
    for (let reload = 0; reload < 2; reload++) {
      const res = await h.client.call(confirmationHref('/connect', 'contact-form'));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Thank you for submitting!. We will get to you as soon as possible');
    }
    expect(await inbox('contacts')).toHaveLength(before);
  });

  it("answers a refused contact form with its page again: 400, the spec's message, an error summary linking each field, every value escaped", async () => {
    const hostile = '<script>alert(1)</script> "quoted" & more';
    const { res, html } = await post('/contact', {
      name: hostile,
      email: 'not-an-email',
      subject: '',
      message: 'Line one\nLine two',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(parsePage(html).one('title'))).toMatch(/^Error: /);
    expect(html).toContain('Please fill all the fields');
    const [summary] = summaryOf(html);
    expect(summary?.text).toContain('Enter a valid email address');
    expect(summary?.text).toContain('Subject is required');
    expect(summary?.links).toEqual(expect.arrayContaining(['#contact-form-email', '#contact-form-subject']));
    expect(valueOf(html, 'contact-form-name')).toBe(hostile);
    expect(valueOf(html, 'contact-form-email')).toBe('not-an-email');
    expect(valueOf(html, 'contact-form-message')).toBe('Line one\nLine two');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('stores a quote from each region page and from the dialog as the API stores it, file byte for byte, with the region the page says', async () => {
    const brief = Buffer.from('the brief, as the visitor wrote it\n');
    for (const [path, region] of [
      ['/quote-uk', 'uk'],
      ['/quote-nepal', 'nepal'],
      ['/quote', 'modal'],
    ] as const) {
      const fields = {
        ...validQuote,
        companyName: `Same input ${region}`,
        budget: region === 'nepal' ? 'Under NPR 50,000' : validQuote.budget,
      };
      const file = { field: 'file', name: 'brief.txt', content: brief, type: 'text/plain' };
      expect((await h.client.call('/api/request-quote', { form: form({ ...fields, region }, file) })).status).toBe(201);
      // The page's form names no region (and a forged one is ignored): the page decides.
      const { res } = await post(path, { ...fields, region: 'nepal' === region ? 'uk' : 'nepal' }, { file });
      expect(res.status, path).toBe(303);
      const [page, viaApi] = await inbox('quotes');
      expect(page && sent(page)).toEqual(viaApi && sent(viaApi));
      expect(page?.region).toBe(region);
      expect(await fileBytes(page?.file?.id ?? '')).toEqual(brief);
    }
  });

  it('keeps a CV that passed its checks when the rest is refused, and the next post uses it without choosing it again', async () => {
    const first = await post(
      '/careers',
      { ...validApplication, name: '' },
      { file: { field: 'resume', name: 'cv.pdf', content: PDF } },
    );
    expect(first.res.status).toBe(400);
    const page = parsePage(first.html);
    const held = attribute(page.one('input', { name: 'heldFile' }), 'value') ?? '';
    expect(held).toMatch(/^[\w-]{43}$/);
    expect(textOf(page.one('body'))).toContain('File selected: cv.pdf');
    const cookie = /held_files_owner=[^;]+/.exec(first.res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(first.res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(first.res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);

    const second = await post('/careers', { ...validApplication, name: 'Kept CV', heldFile: held }, { multipart: true, cookie });
    expect(second.res.status).toBe(303);
    const [stored] = await inbox('applications');
    expect(stored).toMatchObject({ name: 'Kept CV', file: { name: 'cv.pdf', size: PDF.length } });
    expect(await fileBytes(stored?.file?.id ?? '')).toEqual(PDF);
    // Used once: the same token again finds nothing.
    const again = await post('/careers', { ...validApplication, heldFile: held }, { multipart: true, cookie });
    expect(again.res.status).toBe(400);
    expect(again.html).toContain(HELD_FILE_GONE);
  });

  it("refuses a kept file's token that is forged, someone else's (without their cookie) or expired, and sweeps expired files", async () => {
    const first = await post(
      '/quote-uk',
      // A forged region is neither stored nor shown back: the page decides it.
      { ...validQuote, email: '', region: 'nepal' },
      { file: { field: 'file', name: 'plan.txt', content: 'a plan' } },
    );
    expect(first.html).not.toContain('&quot;region&quot;:&quot;nepal&quot;');
    expect(first.html).toContain('data-props="{&quot;region&quot;:&quot;uk&quot;');
    const held = attribute(parsePage(first.html).one('input', { name: 'heldFile' }), 'value') ?? '';
    const cookie = /held_files_owner=[^;]+/.exec(first.res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const before = (await inbox('quotes')).length;
    for (const [what, heldFile, withCookie] of [
      ['forged', 'A'.repeat(43), cookie],
      ["someone else's", held, `${OWNER_COOKIE}=${'B'.repeat(43)}`],
      ['without a cookie', held, undefined],
    ] as const) {
      const { res, html } = await post('/quote-uk', { ...validQuote, heldFile }, { multipart: true, cookie: withCookie });
      expect(res.status, what).toBe(400);
      expect(html, what).toContain(HELD_FILE_GONE);
    }
    await h.server.db.update(heldFiles).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/quote-uk', { ...validQuote, heldFile: held }, { multipart: true, cookie });
    expect(expired.res.status).toBe(400);
    expect(await inbox('quotes')).toHaveLength(before);
    expect(
      await sweepHeldFiles({ db: h.server.db, files: { remove: async () => {} } as never, logger: console as never }),
    ).toBeGreaterThan(0);
    expect(await h.server.db.select().from(heldFiles).where(eq(heldFiles.kind, 'quote'))).toEqual([]);
  });

  it('gives a refused form back the stamp it was sent with when the server signed it, so a quick correction is not spam', async () => {
    const early = stamp(60_000);
    const { html } = await post('/connect', { ...validContact, subject: '', stamp: early });
    // The contact form's stamp (the dialog's, later in the page, is a fresh one).
    expect(attribute(parsePage(html).all('input', { name: 'stamp' })[0], 'value')).toBe(early);
    const forged = await post('/connect', { ...validContact, subject: '', stamp: `${early.slice(0, -1)}x` });
    expect(forged.html).not.toContain(`${early.slice(0, -1)}x`);
  });

  it("answers a CV over 5 MB with the spec's message and every other value kept (413)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const { res, html } = await post(
      '/career',
      { ...validApplication, info: 'Kept text' },
      { file: { field: 'resume', name: 'big.pdf', content: big } },
    );
    expect(res.status).toBe(413);
    expect(html).toContain(CV_MESSAGES.tooLarge);
    expect(valueOf(html, 'career-form-name')).toBe(validApplication.name);
    expect(valueOf(html, 'career-form-info')).toBe('Kept text');
  });
});

describe('spam, without a CAPTCHA', () => {
  it('keeps a post with the honeypot filled, or sent under 3 s after its page, in the Spam view, e-mailed never', async () => {
    await h.server.idle();
    const mailsBefore = mail.received.length;
    const bot = await post('/connect', { ...validContact, subject: 'Honeypot', website: 'https://spam.example' });
    // A bot is answered as a person is: nothing tells it what gave it away.
    expect(bot.res.status).toBe(303);
    expect((await post('/connect', { ...validContact, subject: 'Too fast', stamp: stamp(500) })).res.status).toBe(303);
    expect((await post('/connect', { ...validContact, subject: 'No stamp', stamp: '' })).res.status).toBe(303);
    await h.server.idle();
    expect(mail.received).toHaveLength(mailsBefore);
    const spam = await inbox('contacts', 'spam');
    expect(spam.map((item) => [item.subject, item.spamReason])).toEqual([
      ['No stamp', expect.stringMatching(/^Not sent from a page of this site/)],
      ['Too fast', expect.stringMatching(/^Sent 0\.\d s after the page was served$/)],
      ['Honeypot', expect.stringMatching(/hidden field/)],
    ]);
    expect((await inbox('contacts')).map((item) => item.subject)).not.toContain('Honeypot');
  });

  it("takes a page's stamp once: the same stamp again is kept in Spam with the reason, never refused (issue 59)", async () => {
    await h.server.idle();
    const mailsBefore = mail.received.length;
    const once = stamp();
    const first = await post('/connect', { ...validContact, subject: 'Stamp, first', stamp: once });
    expect(first.res.status).toBe(303);
    // A bot posting the page it fetched once, four times at once: none of them reaches the inbox.
    const again = await Promise.all(
      [1, 2, 3, 4].map((n) => post('/connect', { ...validContact, subject: `Stamp, again ${n}`, stamp: once })),
    );
    expect(again.map(({ res }) => res.status)).toEqual([303, 303, 303, 303]);
    await h.server.idle();
    expect(mail.received).toHaveLength(mailsBefore + 1);
    expect((await inbox('contacts')).map((item) => item.subject)).toContain('Stamp, first');
    const spam = (await inbox('contacts', 'spam')).filter((item) => String(item.subject).startsWith('Stamp, again'));
    expect(spam).toHaveLength(4);
    expect(new Set(spam.map((item) => item.spamReason))).toEqual(new Set([FORM_STAMP_USED]));
    // With script, a page's forms share its stamp (a message, then a quote): their proof of work counts once instead.
    for (const n of [1, 2])
      expect(
        (
          await h.client.call('/api/contact', {
            json: { ...validContact, subject: `Stamp by script ${n}`, stamp: once, website: '' },
          })
        ).status,
      ).toBe(201);
    expect((await inbox('contacts')).map((item) => item.subject)).toEqual(
      expect.arrayContaining(['Stamp by script 1', 'Stamp by script 2']),
    );
  });

  it("leaves the API's contract as it was: no stamp needed, and the guard fields are checked when sent", async () => {
    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'API, no stamp' } })).status).toBe(201);
    expect(
      (await h.client.call('/api/contact', { json: { ...validContact, subject: 'API, honeypot', website: 'x' } })).status,
    ).toBe(201);
    expect((await inbox('contacts')).map((item) => item.subject)).toContain('API, no stamp');
    expect((await inbox('contacts', 'spam')).map((item) => item.subject)).toContain('API, honeypot');
  });

  it('lets the administrator move a suspect back to the inbox, which sends its mail once', async () => {
    const [suspect] = await inbox('contacts', 'spam');
    await h.server.idle();
    const mailsBefore = mail.received.length;
    const moved = await Promise.all(
      [1, 2].map(() => h.client.call(`/api/admin/contacts/${suspect?.id}/not-spam`, { method: 'POST', token })),
    );
    expect(moved.map((res) => res.status)).toEqual([200, 200]);
    await h.server.idle();
    expect(mail.received).toHaveLength(mailsBefore + 1);
    expect((await inbox('contacts')).map((item) => item.id)).toContain(suspect?.id);
    expect((await inbox('contacts', 'spam')).map((item) => item.id)).not.toContain(suspect?.id);
    expect(
      (await h.client.call('/api/admin/contacts/00000000-0000-4000-8000-000000000000/not-spam', { method: 'POST', token }))
        .status,
    ).toBe(404);
    expect((await h.client.call(`/api/admin/contacts/${suspect?.id}/not-spam`, { method: 'POST' })).status).toBe(401);
  });

  it('keeps a suspect in Spam and says why when its stored fields no longer pass the form, so no mail is lost unsaid', async () => {
    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'Old rules', website: 'x' } })).status).toBe(
      201,
    );
    const suspect = (await inbox('contacts', 'spam')).find((item) => item.subject === 'Old rules');
    // As if the form's rules had tightened since it was stored: its address no longer passes.
    await h.server.db
      .update(contacts)
      .set({ email: 'no longer an address' })
      .where(eq(contacts.id, suspect?.id ?? ''));
    await h.server.idle();
    const mailsBefore = mail.received.length;
    const res = await h.client.call(`/api/admin/contacts/${suspect?.id}/not-spam`, { method: 'POST', token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: expect.stringMatching(/no longer passes the form's rules.*stays in Spam/),
      fields: { email: expect.any(String) },
    });
    await h.server.idle();
    expect(mail.received).toHaveLength(mailsBefore);
    expect((await inbox('contacts', 'spam')).map((item) => item.id)).toContain(suspect?.id);
    expect((await inbox('contacts')).map((item) => item.id)).not.toContain(suspect?.id);
  });
});

describe('forms that need the admin app', () => {
  it('answers a sign-in or registration posted without script with a page saying JavaScript is needed', async () => {
    for (const [path, text] of [
      ['/login', 'Signing in needs JavaScript'],
      ['/register', 'Registering needs JavaScript'],
    ] as const) {
      const { res, html } = await post(path, {});
      expect(res.status).toBe(400);
      expect(html).toContain(text);
    }
  });

  it('refuses a post to a page that holds no form (405) and shows a page as it is for a confirmation it does not hold', async () => {
    expect((await post('/about', validContact)).res.status).toBe(405);
    const res = await h.client.call('/about?sent=contact-form');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Thank you for submitting');
  });
});

describe("the server's own faults and limits, answered as the page", () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ distDir: builtDist, jwtSecret: SECRET, rateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited?.cleanup());

  it('counts a page form and the API call together against one rate limit, and answers the 429 as the page with what was typed', async () => {
    const fields = { stamp: stamp(), website: '', ...validContact, subject: 'Limited' };
    expect((await limited.client.call('/api/contact', { json: validContact })).status).toBe(201);
    expect((await limited.client.call('/connect', { body: new URLSearchParams(fields), headers: ORIGIN })).status).toBe(303);
    const res = await limited.client.call('/connect', { body: new URLSearchParams(fields), headers: ORIGIN });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain('Too many requests from your address');
    expect(valueOf(html, 'contact-form-subject')).toBe('Limited');
  });

  it('answers a database that fails mid-post with a 500 page, what was typed kept and nothing half stored', async () => {
    const { db } = h.server;
    const transaction = db.transaction.bind(db);
    db.transaction = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      const { res, html } = await post('/connect', { ...validContact, subject: 'Lost connection' });
      expect(res.status).toBe(500);
      expect(html).toContain('Something went wrong on our side and your form was not sent');
      expect(valueOf(html, 'contact-form-subject')).toBe('Lost connection');
    } finally {
      db.transaction = transaction;
    }
    expect((await inbox('contacts')).map((item) => item.subject)).not.toContain('Lost connection');
  });
});

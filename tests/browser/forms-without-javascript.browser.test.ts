import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { applicationFixture } from '../../src/features/career/CareerForm.fixture';
import { openPosition } from './expectations/content';
import { quoteLabels } from '../../src/features/quote/quoteForm';
import { expect, failedLoad, solvedChallenge, test, type Admin } from './fixtures';

/*
 * Every visitor's form with JavaScript blocked, as 1 visit in 93 has it (GOV.UK's measure): the
 * browser posts the form to its page and the server answers as a web page. Each form delivers the
 * record the API stores for the same input (files byte for byte), a refused post keeps every value
 * with the spec's messages, a file is never chosen twice, and a reload of the confirmation sends
 * nothing again.
 */
test.use({ javaScriptEnabled: false });

/** The server holds a post sent sooner than this after its page was served as looking automated (submissions/guards.ts). */
const MIN_FILL_MS = 3000;

/** Opens `path` and returns what waits until a person could have filled the form: the server's stamp says when the page was served. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  // Read once the page is in: the server stamped it before it answered, however long that took on a
  // busy machine. Read before, a page slow to come would be posted under MIN_FILL_MS after its stamp
  // and kept as spam (the newest item of the inbox then being another).
  const served = Date.now();
  return async () => {
    const left = served + MIN_FILL_MS + 50 - Date.now();
    // The rule is about time passing, so time passing is what is waited for.
    if (left > 0) await page.waitForTimeout(left);
  };
}

type Kind = 'contacts' | 'quotes' | 'applications';
type Item = Record<string, unknown> & { id: string; file?: { id: string; name: string; size: number } };
const newest = async (admin: Admin, kind: Kind, view = 'inbox') =>
  (await admin.get<Item[]>(`/api/admin/${kind}?view=${view}`))[0];
/** Why the newest item of the Spam view was held back: what a page's post that did not reach the inbox says of itself. */
const heldBack = async (admin: Admin, kind: Kind) =>
  `the page's post is not the newest in the inbox; the newest in Spam was held back as: ${String((await newest(admin, kind, 'spam'))?.spamReason)}`;
/** What the visitor sent, without what the server adds: its id, and when it arrived and is due. */
const sent = ({ id: _id, createdAt: _at, dueAt: _due, file, ...fields }: Item) => ({
  ...fields,
  file: file && { name: file.name, size: file.size },
});
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function fileBytes(request: APIRequestContext, admin: Admin, id: string) {
  const { accessToken } = await admin.login();
  return (await request.get(`/api/admin/files/${id}`, { headers: { Authorization: `Bearer ${accessToken}` } })).body();
}

const contact = (email: string) => ({
  name: 'Asha Gurung',
  email,
  phone: '+44 20 7946 0000',
  subject: 'No script',
  message: 'Line one\nLine two',
});

/** A quote request without the fields each test sets itself (the budget, the deadline). */
const quote = (email: string) => ({
  fullName: 'Jane Doe',
  email,
  phone: '+44 20 7946 0000',
  companyName: 'Acme Ltd',
  size: 'Small (1-4)',
  contactMethod: 'Email',
  services: 'Website Development',
  source: 'Referral',
  description: 'A new website',
  additionalDetails: 'Nothing more',
});
// Applied for a role the careers page offers today, whatever the editors made of it.
const application = (email: string) => ({ ...applicationFixture, position: openPosition, email });

/** Each form's fields by name, with the label a visitor sees. */
const LABELS = {
  contact: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' },
  quote: quoteLabels,
  application: {
    name: 'Full Name',
    contact: 'Contact Number',
    email: 'Email Address',
    town: 'Town/City',
    country: 'Country',
    position: 'Desired Position',
    salary: 'Expected Salary',
    currency: 'Currency',
    info: 'Additional information',
  },
} as const;

/** Types or picks each value into the field with that label, as a visitor does. */
async function fillIn<K extends keyof typeof LABELS>(
  form: Locator,
  kind: K,
  values: Partial<Record<keyof (typeof LABELS)[K], string>>,
) {
  const labels = LABELS[kind] as Record<string, string>;
  for (const [field, value] of Object.entries(values as Record<string, string>)) {
    const label = labels[field];
    if (label === undefined) continue;
    // The label as it reads, a required field's asterisk after it.
    const control = form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const BRIEF = { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('The brief, byte for byte.\n') };

test.describe('with JavaScript blocked', () => {
  test('the contact form delivers what the API stores, confirms, and a reload sends nothing again', async ({
    page,
    admin,
    request,
  }) => {
    const values = contact(unique('contact'));
    expect((await request.post('/api/contact', { data: { ...values, altcha: await solvedChallenge(request) } })).status()).toBe(
      201,
    );
    const viaApi = await newest(admin, 'contacts');

    const ready = await openPage(page, '/connect');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillIn(form, 'contact', values);
    await ready();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/connect\?sent=contact-form#contact-form$/);
    await expect(
      page.getByText('Thank you for submitting!. We will get to you as soon as possible', { exact: true }),
    ).toBeVisible();
    const viaPage = await newest(admin, 'contacts');
    // A record of its own, in the inbox (not taken for a bot), equal to the API's but for its id and date.
    expect(viaPage?.id, await heldBack(admin, 'contacts')).not.toBe(viaApi?.id);
    expect(viaPage && sent(viaPage)).toEqual(viaApi && sent(viaApi));

    await page.reload();
    await expect(
      page.getByText('Thank you for submitting!. We will get to you as soon as possible', { exact: true }),
    ).toBeVisible();
    expect((await newest(admin, 'contacts'))?.id).toBe(viaPage?.id);
  });

  test("a refused contact form comes back with the spec's message, a summary that links each field, and everything typed", async ({
    page,
    errors,
  }) => {
    errors.allow(failedLoad(400, '/contact')); // the refusal this test provokes
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Asha <b>Gurung</b>');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Message').fill('Kept\nas typed');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    const again = page.getByRole('form', { name: 'Contact form' });
    await expect(again.getByText('Please fill all the fields', { exact: true })).toBeVisible();
    const summary = again.getByRole('alert', { name: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText(['Enter a valid email address', 'Subject is required']);
    await expect(again.getByLabel('Name')).toHaveValue('Asha <b>Gurung</b>');
    await expect(again.getByLabel('Message')).toHaveValue('Kept\nas typed');
    await summary.getByRole('link', { name: 'Subject is required' }).click();
    await expect(page).toHaveURL(/#contact-form-subject$/);
    await expect(again.getByLabel('Subject')).toBeInViewport();
  });

  for (const [path, formName, budget, region] of [
    ['/quote-uk', 'Quote request: UK services', '£1,500 - £5,000', 'uk'],
    ['/quote-nepal', 'Quote request: Nepal services', 'NPR 50,000 - NPR 150,000', 'nepal'],
  ] as const) {
    test(`the ${region} quote form keeps its attachment through a refusal and delivers what the API stores, file byte for byte`, async ({
      page,
      admin,
      request,
      errors,
    }) => {
      errors.allow(failedLoad(400, path));
      const values = quote(unique(region));
      expect(
        (
          await request.post('/api/request-quote', {
            multipart: { ...values, budget, region, altcha: await solvedChallenge(request), file: BRIEF },
          })
        ).status(),
      ).toBe(201);
      const viaApi = await newest(admin, 'quotes');

      const ready = await openPage(page, path);
      const form = page.getByRole('form', { name: formName });
      await fillIn(form, 'quote', { ...values, companyName: '', budget });
      await form.getByLabel('Attachment (optional)').setInputFiles(BRIEF);
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const again = page.getByRole('form', { name: formName });
      await expect(again.getByText('Missing information')).toBeVisible();
      await expect(again.getByText('File selected: brief.txt')).toBeVisible();
      await expect(again.getByLabel('Email Address')).toHaveValue(values.email);
      await again.getByLabel('Company Name').fill(values.companyName);
      await ready();
      await again.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?sent=quote-form-${region}#quote-form-${region}$`));
      await expect(page.getByText("We've received your request and will contact you soon.")).toBeVisible();

      const viaPage = await newest(admin, 'quotes');
      // A record of its own, in the inbox (not taken for a bot), equal to the API's but for its id and date.
      expect(viaPage?.id, await heldBack(admin, 'quotes')).not.toBe(viaApi?.id);
      expect(viaPage && sent(viaPage)).toEqual(viaApi && sent(viaApi));
      expect(await fileBytes(request, admin, viaPage?.file?.id ?? '')).toEqual(BRIEF.buffer);
    });
  }

  test('the quote dialog opens without script, says what is missing, and delivers what the API stores', async ({
    page,
    admin,
    request,
    errors,
  }) => {
    errors.allow(failedLoad(400, '/quote'));
    const values = quote(unique('dialog'));
    expect(
      (
        await request.post('/api/request-quote', {
          multipart: {
            ...values,
            budget: 'Under £500',
            deadline: 'June',
            region: 'modal',
            altcha: await solvedChallenge(request),
            file: BRIEF,
          },
        })
      ).status(),
    ).toBe(201);
    const viaApi = await newest(admin, 'quotes');

    const ready = await openPage(page, '/about');
    await page.getByRole('button', { name: 'Request a quote' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a quote' });
    const form = dialog.getByRole('form', { name: 'Request a quote' });
    await fillIn(form, 'quote', { ...values, email: '', budget: 'Under £500', deadline: 'June' });
    await form.getByLabel('Attachment (optional)').setInputFiles(BRIEF);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    // The quote page, with the dialog open on what was refused.
    await expect(page).toHaveURL(/\/quote#quote-dialog$/);
    const again = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(again.getByText('Email is required', { exact: true }).first()).toBeVisible();
    await expect(again.getByText('File selected: brief.txt')).toBeVisible();
    await again.getByLabel('Email Address').fill(values.email);
    await ready();
    await again.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/quote\?sent=quote-dialog#quote-dialog$/);
    await expect(
      page.getByRole('dialog', { name: 'Request a quote' }).getByText('Your quote request has been submitted successfully!'),
    ).toBeVisible();

    const viaPage = await newest(admin, 'quotes');
    // A record of its own, in the inbox (not taken for a bot), equal to the API's but for its id and date.
    expect(viaPage?.id, await heldBack(admin, 'quotes')).not.toBe(viaApi?.id);
    expect(viaPage && sent(viaPage)).toEqual(viaApi && sent(viaApi));
    expect(await fileBytes(request, admin, viaPage?.file?.id ?? '')).toEqual(BRIEF.buffer);
    // The dialog closes with its own close button, no script needed.
    await page.getByRole('dialog', { name: 'Request a quote' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a quote' })).toBeHidden();
  });

  test('a job application keeps its CV through a refusal: the CV is never chosen twice, and arrives byte for byte', async ({
    page,
    admin,
    request,
    errors,
  }) => {
    errors.allow(failedLoad(400, '/careers'));
    const values = application(unique('career'));
    const cv = { name: 'Bikash CV.pdf', mimeType: 'application/pdf', buffer: PDF };
    expect(
      (
        await request.post('/api/jobs/apply', { multipart: { ...values, altcha: await solvedChallenge(request), resume: cv } })
      ).status(),
    ).toBe(201);
    const viaApi = await newest(admin, 'applications');

    const ready = await openPage(page, '/careers');
    const form = page.getByRole('form', { name: 'Job application' });
    await fillIn(form, 'application', { ...values, town: '' });
    await form.locator('input[type="file"]').setInputFiles(cv);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const again = page.getByRole('form', { name: 'Job application' });
    await expect(again.getByRole('alert', { name: 'There is a problem' })).toContainText('Town/City is required');
    await expect(again.getByText('File selected: Bikash CV.pdf', { exact: true })).toBeVisible();
    await expect(again.getByLabel('Expected Salary')).toHaveValue(values.salary);
    await expect(again.getByLabel('Currency')).toHaveValue(values.currency);
    await again.getByLabel('Town/City').fill(values.town);
    await ready();
    await again.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/careers\?sent=career-form#career-form$/);
    await expect(page.getByText("Application submitted successfully! We'll contact you at the entered email.")).toBeVisible();

    const viaPage = await newest(admin, 'applications');
    expect(viaPage?.id, await heldBack(admin, 'applications')).not.toBe(viaApi?.id);
    expect(viaPage && sent(viaPage)).toEqual(viaApi && sent(viaApi));
    expect(await fileBytes(request, admin, viaPage?.file?.id ?? '')).toEqual(PDF);
  });

  test("a CV over 5 MB is refused with the spec's message, the rest kept", async ({ page, errors }) => {
    errors.allow(failedLoad(413, '/career'));
    await openPage(page, '/career');
    const form = page.getByRole('form', { name: 'Job application' });
    await fillIn(form, 'application', application(unique('big-cv')));
    await form.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const again = page.getByRole('form', { name: 'Job application' });
    await expect(again.getByText('File size should be less than 5MB').first()).toBeVisible();
    await expect(again.getByLabel('Full Name')).toHaveValue('Bikash Thapa');
  });

  test('a form sent the moment its page arrives is kept as spam, never lost', async ({ page, admin }) => {
    const values = contact(unique('hurried'));
    // The page as the server sent it, its fields already holding the values as a browser's autofill
    // would leave them, so Send goes at once: typed in, on a busy machine, they took longer than the
    // 3 s the rule is about, and the form was no longer hurried.
    await page.route(
      '**/connect',
      async (route) => {
        const response = await route.fetch();
        let html = await response.text();
        for (const [field, value] of Object.entries(values)) {
          const text = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
          html = html
            .replace(new RegExp(`(<input[^>]*id="contact-form-${field}"[^>]*) value=""`), `$1 value="${text}"`)
            .replace(new RegExp(`(<textarea[^>]*id="contact-form-${field}"[^>]*>)</textarea>`), `$1${text}</textarea>`);
        }
        // Sent as text: the body fetched here was decoded, so its encoding and length go.
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status(), headers, body: html });
      },
      { times: 1 },
    );
    await page.goto('/connect');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Thank you for submitting!. We will get to you as soon as possible', { exact: true }),
    ).toBeVisible();
    expect(await newest(admin, 'contacts', 'spam')).toMatchObject({
      ...values,
      spamReason: expect.stringMatching(/after the page was served/),
    });
  });

  test('sign-in and registration say plainly that they need JavaScript, and post nothing that was typed', async ({
    page,
    errors,
  }) => {
    errors.allow(failedLoad(400, '/login'));
    errors.allow(failedLoad(400, '/register'));
    for (const [path, button, text] of [
      ['/login', 'Login', 'Signing in needs JavaScript'],
      ['/register', 'Register', 'Registering needs JavaScript'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(/need JavaScript/)).toBeVisible();
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      const card = page.getByRole('main');
      await card.getByLabel('Email').fill('someone@example.com');
      await card.getByRole('textbox', { name: 'Password' }).fill('a secret passphrase');
      await page.getByRole('button', { name: button, exact: true }).click();
      expect((await posted).postData() ?? '').toBe('');
      await expect(page.getByText(text)).toBeVisible();
    }
  });
});

test.describe("with JavaScript on but the form's code never arriving", () => {
  test.use({ javaScriptEnabled: true });

  for (const [path, formName, chunk] of [
    ['/connect', 'Contact form', /island-contact-form\.\w+\.js$/],
    ['/careers', 'Job application', /island-career-form\.\w+\.js$/],
  ] as const) {
    test(`${formName}: the press on submit is not swallowed, the form is posted natively and delivered`, async ({
      page,
      admin,
      errors,
    }) => {
      errors.allow(/The island '[a-z-]+' could not start/);
      errors.allow(/Failed to load resource: net::ERR_FAILED/);
      const aborted: string[] = [];
      await page.route(chunk, (route) => {
        aborted.push(route.request().url());
        return route.abort();
      });
      await page.addInitScript(() => localStorage.setItem('cookie_consent', 'necessary'));
      const ready = await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const form = page.getByRole('form', { name: formName });
      const email = unique('no-code');
      if (path === '/connect') await fillIn(form, 'contact', contact(email));
      else {
        await fillIn(form, 'application', application(email));
        await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      }
      await ready();
      await form.getByRole('button', { name: /Send Message|Submit Application/ }).click();
      await expect(page).toHaveURL(/\?sent=/);
      // Asked for, refused, asked for once more, refused: then the browser's own submit.
      expect(aborted.length).toBeGreaterThanOrEqual(2);
      const stored = await newest(admin, path === '/connect' ? 'contacts' : 'applications');
      expect(stored?.email).toBe(email);
    });
  }
});

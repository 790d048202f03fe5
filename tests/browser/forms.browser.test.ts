import type { Locator, Page } from '@playwright/test';
import { SPECULATIVE_POSITION } from '../../src/config/job-roles';
import { emptyApplicationMessages } from '../../src/features/career/CareerForm.fixture';
import { openPosition as POSITION } from './expectations/content';
import { BANNER_DELAY_MS } from '../../src/stores/cookieConsent';
import { expect, failedLoad, open, test, waitForHydration, withStoredConsent } from './fixtures';

const CONTACT_MISSING = 'Please fill all the fields';
const CONTACT_SUCCESS = 'Thank you for submitting!. We will get to you as soon as possible';
const APPLICATION_SUCCESS = "Application submitted successfully! We'll contact you at the entered email.";
const APPLICATION_FALLBACK = 'Failed to submit application. Please try again.';
const CV_TOO_LARGE = 'File size should be less than 5MB';
const CV_WRONG_TYPE = 'The CV must be a PDF or Word document (.pdf, .doc or .docx)';
const BANNER = { name: 'Cookies on this website' };

/** Opens a page, wakes its form as a visitor's pointer does, and waits until its code has made it live. */
async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await withStoredConsent(page);
  await open(page, path);
  const form = page.getByRole('form', { name });
  await form.hover();
  await expect(form.and(page.locator('[data-ready]'))).toBeVisible();
  return form;
}

/** A unique address per test, to find the stored item among the others. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Counts the requests to an API path, to prove that nothing was sent. */
function countRequests(page: Page, path: string) {
  const counter = { sent: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) counter.sent += 1;
  });
  return counter;
}

const answerOf = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);

// ---- Contact form ------------------------------------------------------------------------------

async function fillContact(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Asha Gurung');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+44 20 7946 0000');
  await form.getByLabel('Subject').fill('Cloud migration');
  await form.getByLabel('Message').fill('We would like to move our file server to the cloud.');
}

test.describe('contact form', () => {
  test("shows 'Please fill all the fields' and sends nothing while name, email or subject is empty", async ({ page }) => {
    const requests = countRequests(page, '/api/contact');
    const form = await openForm(page, '/contact', 'Contact form');
    await form.getByLabel('Name').fill('Asha Gurung');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(CONTACT_MISSING, { exact: true })).toBeVisible();
    expect(requests.sent).toBe(0);
  });

  test('stores exactly the five fields, thanks the visitor and clears the form', async ({ page, admin }) => {
    const email = uniqueEmail('contact');
    // Chromium hands Playwright no body for fetch() with a Request object, so read it in the page.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.url.endsWith('/api/contact')) {
          (window as unknown as { __contactBody: string }).__contactBody = await input.clone().text();
        }
        return original(input, init);
      };
    });
    const form = await openForm(page, '/connect', 'Contact form');
    await fillContact(form, email);
    const answer = answerOf(page, '/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    const sent = JSON.parse(await page.evaluate(() => (window as unknown as { __contactBody: string }).__contactBody)) as object;
    // The five fields, and the proof of work the form solved in a Worker while the visitor typed.
    expect(Object.keys(sent).sort()).toEqual(['altcha', 'email', 'message', 'name', 'phone', 'subject']);
    await expect(form.getByText(CONTACT_SUCCESS, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const contacts = await admin.get<{ email: string; subject: string; phone: string }[]>('/api/admin/contacts');
    expect(contacts.find((contact) => contact.email === email)).toMatchObject({
      subject: 'Cloud migration',
      phone: '+44 20 7946 0000',
    });
  });

  test("sends what the visitor typed before the form's code arrived", async ({ page, admin }) => {
    const email = uniqueEmail('early');
    // Hold the form's code back until the visitor has typed everything.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/island-contact-form\.\w+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await withStoredConsent(page);
    await open(page, '/connect');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillContact(form, email);
    await expect(form.and(page.locator('[data-ready]'))).toHaveCount(0);
    release();
    await expect(form.and(page.locator('[data-ready]'))).toBeVisible();
    const answer = answerOf(page, '/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByText(CONTACT_SUCCESS, { exact: true })).toBeVisible();
    const contacts = await admin.get<{ email: string; name: string; subject: string; message: string }[]>('/api/admin/contacts');
    expect(contacts.find((contact) => contact.email === email)).toMatchObject({
      name: 'Asha Gurung',
      subject: 'Cloud migration',
      message: 'We would like to move our file server to the cloud.',
    });
  });

  test("shows the server's error and keeps the input when the server fails", async ({ page, errors }) => {
    errors.allow(failedLoad(500)); // the failure this test sends
    const form = await openForm(page, '/connect', 'Contact form');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The message store is unavailable' }),
      }),
    );
    await fillContact(form, 'asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('The message store is unavailable', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('Cloud migration');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

// ---- Job application ---------------------------------------------------------------------------

const pdf = (name = 'cv.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

async function fillApplication(form: Locator, email: string) {
  await form.getByLabel('Full Name').fill('Bikash Thapa');
  await form.getByLabel('Contact Number').fill('+977 1 4000000');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Town/City').fill('Lalitpur');
  await form.getByLabel('Country').fill('Nepal');
  await form.getByLabel('Desired Position').selectOption(POSITION);
  await form.getByLabel('Expected Salary').fill('90,000');
  await form.getByLabel('Currency').selectOption({ label: 'Nepalese Rupee (NPR)' });
  await form.getByLabel('Additional information').fill('Five years with Kubernetes.');
}

const cvInput = (form: Locator) => form.locator('input[type="file"]');

/** The colour of an element as [r, g, b]. */
const rgb = async (locator: Locator) => {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  expect(color).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  return color.match(/\d+/g)?.map(Number) ?? [];
};

test.describe('job application form', () => {
  test('names every missing field, refuses the placeholder choices and sends nothing', async ({ page }) => {
    const requests = countRequests(page, '/api/jobs/apply');
    const form = await openForm(page, '/careers', 'Job application');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of emptyApplicationMessages) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await form.getByLabel('Email Address').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Enter a valid email address', { exact: true })).toBeVisible();
    expect(requests.sent).toBe(0);
  });

  test("refuses a CV over 5MB with 'File size should be less than 5MB' and a file of another type", async ({ page }) => {
    const form = await openForm(page, '/career', 'Job application');
    await cvInput(form).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    const notice = form.getByText(CV_TOO_LARGE, { exact: true });
    await expect(notice).toBeVisible();
    const [r, g, b] = await rgb(notice);
    expect(r).toBeGreaterThan((g ?? 0) + 80); // red
    expect(r).toBeGreaterThan((b ?? 0) + 80);
    await expect(form.getByText(/File selected:/)).toHaveCount(0);

    await cvInput(form).setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText(CV_WRONG_TYPE, { exact: true })).toBeVisible();
    await cvInput(form).setInputFiles(pdf('Bikash CV.pdf'));
    await expect(form.getByText('File selected: Bikash CV.pdf', { exact: true })).toBeVisible();
  });

  test('uploads the application with a real PDF, shows progress, then the success notices and a cleared form', async ({
    page,
    admin,
  }) => {
    const email = uniqueEmail('apply');
    const form = await openForm(page, '/careers', 'Job application');
    await fillApplication(form, email);
    await cvInput(form).setInputFiles(pdf());
    // Hold the request until the sending state has been seen, then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jobs/apply', async (route) => {
      await held;
      await route.continue();
    });
    const answer = answerOf(page, '/api/jobs/apply');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const sending = form.getByRole('button', { name: 'Submitting...' });
    await expect(sending).toBeDisabled();
    await expect(form.getByRole('progressbar')).toHaveCount(1);
    release();
    expect((await answer).status()).toBe(201);
    await expect(form.getByText(APPLICATION_SUCCESS, { exact: true })).toBeVisible();
    await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Currency')).toHaveValue('');
    await expect(form.getByText(/File selected:/)).toHaveCount(0);

    const applications =
      await admin.get<
        { email: string; position: string; openRole: boolean; currency: string; file?: { name: string; type: string } }[]
      >('/api/admin/applications');
    expect(applications.find((application) => application.email === email)).toMatchObject({
      position: POSITION,
      // One of the careers page's open roles, as the server found it.
      openRole: POSITION !== SPECULATIVE_POSITION,
      currency: 'NPR',
      file: { name: 'cv.pdf', type: 'application/pdf' },
    });
  });

  test("shows the server's refusal of a CV whose content is not a document, in red, keeping the input", async ({
    page,
    errors,
  }) => {
    errors.allow(failedLoad(415)); // the server's refusal this test provokes
    const form = await openForm(page, '/careers', 'Job application');
    await fillApplication(form, uniqueEmail('refused'));
    await cvInput(form).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text pretending'),
    });
    const answer = answerOf(page, '/api/jobs/apply');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(415);
    const alert = form.getByRole('alert').filter({ hasText: CV_WRONG_TYPE });
    await expect(alert).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Bikash Thapa');
    await expect(form.getByLabel('Desired Position')).toHaveValue(POSITION);
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  test("says 'Failed to submit application. Please try again.' when the server answers without a message", async ({
    page,
    errors,
  }) => {
    errors.allow(failedLoad(502)); // the failure this test sends
    const form = await openForm(page, '/careers', 'Job application');
    await page.route('**/api/jobs/apply', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await fillApplication(form, 'bikash@example.com');
    await cvInput(form).setInputFiles(pdf());
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText(APPLICATION_FALLBACK, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Town/City')).toHaveValue('Lalitpur');
  });
});

// ---- Cookie banner -------------------------------------------------------------------------------

const storedConsent = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie_consent'),
    settings: JSON.parse(localStorage.getItem('cookie_settings') ?? 'null') as Record<string, unknown> | null,
  }));

/** Opens a page as a first-time visitor and waits for the banner. */
async function openWithBanner(page: Page, path = '/about') {
  await open(page, path);
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('cookie banner', () => {
  test('appears about a second after load, fixed, without shifting the layout, its code loading only when used', async ({
    page,
    request,
  }) => {
    // In the page's HTML, hidden: it shows without any component code.
    const html = await (await request.get('/about')).text();
    expect(html).toMatch(/<div id="cookie-banner-host" hidden="">/);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: () => number };
      let shift = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries) shift += (entry as unknown as { value: number }).value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Entries not yet delivered to the observer count too.
      w.__shift = () => {
        add(observer.takeRecords());
        return shift;
      };
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/about');
    const shiftBefore = await page.evaluate(() => (window as unknown as { __shift: () => number }).__shift());
    const banner = page.getByRole('region', BANNER);
    expect(await banner.count()).toBe(0);
    await expect(banner).toBeVisible();
    const shownAt = await page.evaluate(() => performance.now());
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    expect(shownAt).toBeLessThan(6000);
    await expect(banner).toHaveCSS('position', 'fixed');
    // Once the banner has finished arriving and two frames have been laid out, any shift it caused is recorded.
    await banner.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shift: () => number }).__shift())).toBe(shiftBefore);
    expect(scripts.some((url) => /island-cookie-banner/.test(url))).toBe(false);
    await banner.getByRole('button', { name: 'Customize' }).hover();
    await expect.poll(() => scripts.some((url) => /island-cookie-banner/.test(url))).toBe(true);
  });

  test("Accept All stores 'accepted' with every type on, hides the banner, and it stays hidden on reload", async ({ page }) => {
    const banner = await openWithBanner(page);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({
      consent: 'accepted',
      settings: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
    // Past the moment the banner asks a visitor who has not chosen, without waiting for it: the
    // page's clock is moved on. Had the choice been forgotten, the page's script would now have shown it.
    await page.clock.install();
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(BANNER_DELAY_MS);
    await expect(page.locator('#cookie-banner-host')).toHaveAttribute('hidden', '');
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  });

  test("Necessary Only stores 'necessary' with every optional type off", async ({ page }) => {
    const banner = await openWithBanner(page, '/');
    await banner.getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({
      consent: 'necessary',
      settings: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  test("Customize offers the toggles with necessary locked on; Save Preferences stores 'custom'", async ({ page }) => {
    const banner = await openWithBanner(page, '/services');
    await banner.getByRole('button', { name: 'Customize' }).click();
    const necessary = banner.getByRole('switch', { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    // Keyboard: focus is on the first toggle; Space switches it on.
    await expect(banner.getByRole('switch', { name: /Analytics/ })).toBeFocused();
    await page.keyboard.press('Space');
    await banner.getByRole('switch', { name: /Marketing/ }).check();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({
      consent: 'custom',
      settings: { necessary: true, analytics: true, marketing: true, preferences: false },
    });
  });

  test("reopens from 'Cookie Settings' in the footer, takes focus, and Reject All stores 'necessary'", async ({ page }) => {
    const banner = await openWithBanner(page, '/cookies');
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    await settingsButton.click();
    await expect(banner).toBeVisible();
    await expect(page.locator('#cookie-banner-title')).toBeFocused();
    await banner.getByRole('button', { name: 'Customize' }).click();
    await expect(banner.getByRole('switch', { name: /Analytics/ })).toBeChecked();
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ consent: 'necessary', settings: { analytics: false } });
    await expect(settingsButton).toBeFocused();
  });

  test('is not modal: the keyboard passes through it to the page, and the page stays clickable', async ({ page }) => {
    const banner = await openWithBanner(page, '/about');
    // Last in the document (fixed to the window's bottom): start in it, Tab on out and round to the page.
    await banner.getByRole('button', { name: 'Accept All' }).focus();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          inBanner: Boolean(el?.closest('[aria-labelledby="cookie-banner-title"]')),
          text: el?.textContent ?? '',
          inNav: Boolean(el?.closest('nav')),
        };
      });
    let passedBanner = false;
    let reachedNav = false;
    for (let i = 0; i < 30 && !reachedNav; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused();
      passedBanner ||= now.inBanner;
      reachedNav = now.inNav && now.text === 'About Us';
    }
    expect(passedBanner).toBe(true);
    expect(reachedNav).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/connect$/);
    await expect(banner).toBeVisible();
  });
});

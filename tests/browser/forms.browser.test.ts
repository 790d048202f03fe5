import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminToken, baseURL, launchBrowser, waitForHydration, watchErrors } from './harness';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterEach(async () => context.close());

const CONTACT_MISSING = 'Please fill all the fields';
const CONTACT_SUCCESS = 'Thank you for submitting!. We will get to you as soon as possible';
const APPLICATION_SUCCESS = "Application submitted successfully! We'll contact you at the entered email.";
const APPLICATION_FALLBACK = 'Failed to submit application. Please try again.';
const CV_TOO_LARGE = 'File size should be less than 5MB';
const CV_WRONG_TYPE = 'The CV must be a PDF or Word document (.pdf, .doc or .docx)';
const BANNER = { name: 'Cookies on this website' };

/** A choice made on an earlier visit, so the banner stays away from the form tests. */
async function withStoredConsent() {
  await context.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'necessary');
    localStorage.setItem(
      'cookie_settings',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, savedAt: Date.now() }),
    );
  });
}

async function open(path: string) {
  await page.goto(`${baseURL()}${path}`);
  await waitForHydration(page);
}

/** Opens a page, wakes its form as a visitor's pointer does, and waits until its code has made it live. */
async function openForm(path: string, name: string): Promise<Locator> {
  await withStoredConsent();
  await open(path);
  const form = page.getByRole('form', { name });
  await form.hover();
  await form.and(page.locator('[data-ready]')).waitFor();
  return form;
}

/** A unique address per test, to find the stored item among the others. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** Counts the requests to an API path, to prove that nothing was sent. */
function countRequests(path: string) {
  const counter = { sent: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) counter.sent += 1;
  });
  return counter;
}

// ---- The administrator's view of stored items ------------------------------------------------

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const accessToken = await adminToken(request);
  const answer = await request.get(`${baseURL()}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

// ---- Contact form ------------------------------------------------------------------------------

async function fillContact(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Asha Gurung');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+44 20 7946 0000');
  await form.getByLabel('Subject').fill('Cloud migration');
  await form.getByLabel('Message').fill('We would like to move our file server to the cloud.');
}

describe('contact form', () => {
  it("shows 'Please fill all the fields' and sends nothing while name, email or subject is empty", async () => {
    const requests = countRequests('/api/contact');
    const form = await openForm('/contact', 'Contact form');
    await form.getByLabel('Name').fill('Asha Gurung');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(CONTACT_MISSING, { exact: true }).waitFor();
    expect(requests.sent).toBe(0);
    expect(errors).toEqual([]);
  });

  it('stores exactly the five fields, thanks the visitor and clears the form', async () => {
    const email = uniqueEmail('contact');
    // Chromium hands Playwright no body for fetch() with a Request object, so read it in the page.
    await context.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.url.endsWith('/api/contact')) {
          (window as unknown as { __contactBody: string }).__contactBody = await input.clone().text();
        }
        return original(input, init);
      };
    });
    const form = await openForm('/connect', 'Contact form');
    await fillContact(form, email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact'),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const sent = JSON.parse(await page.evaluate(() => (window as unknown as { __contactBody: string }).__contactBody)) as object;
    expect(Object.keys(sent).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    await form.getByText(CONTACT_SUCCESS, { exact: true }).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    const contacts = await adminGet<{ email: string; subject: string; phone: string }[]>(context.request, '/api/admin/contacts');
    expect(contacts.find((contact) => contact.email === email)).toMatchObject({ subject: 'Cloud migration', phone: '+44 20 7946 0000' });
    expect(errors).toEqual([]);
  });

  it("shows the server's error and keeps the input when the server fails", async () => {
    const form = await openForm('/connect', 'Contact form');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The message store is unavailable' }) }),
    );
    await fillContact(form, 'asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('The message store is unavailable', { exact: true }).waitFor();
    expect(await form.getByLabel('Subject').inputValue()).toBe('Cloud migration');
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
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
  await form.getByLabel('Desired Position').selectOption('DevOps Engineer');
  await form.getByLabel('Expected Salary').fill('90,000');
  await form.getByLabel('Currency').selectOption({ label: 'Nepalese Rupee (NPR)' });
  await form.getByLabel('Additional information').fill('Five years with Kubernetes.');
}

const cvInput = (form: Locator) => form.locator('input[type="file"]');

describe('job application form', () => {
  it('names every missing field, refuses the placeholder choices and sends nothing', async () => {
    const requests = countRequests('/api/jobs/apply');
    const form = await openForm('/careers', 'Job application');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Full name is required',
      'Contact number is required',
      'Email is required',
      'Town/City is required',
      'Country is required',
      'Choose a desired position from the list',
      'Expected salary is required',
      'Choose a currency from the list',
      'Attach your CV (.pdf, .doc or .docx, at most 5 MB)',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await form.getByLabel('Email Address').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Enter a valid email address', { exact: true }).waitFor();
    expect(requests.sent).toBe(0);
    expect(errors).toEqual([]);
  });

  it("refuses a CV over 5MB with 'File size should be less than 5MB' and a file of another type", async () => {
    const form = await openForm('/career', 'Job application');
    await cvInput(form).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    const notice = form.getByText(CV_TOO_LARGE, { exact: true });
    await notice.waitFor();
    expect(await notice.evaluate((el) => getComputedStyle(el).color)).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
    const [r, g, b] = (await notice.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
    expect(r).toBeGreaterThan((g ?? 0) + 80); // red
    expect(r).toBeGreaterThan((b ?? 0) + 80);
    expect(await form.getByText(/File selected:/).count()).toBe(0);

    await cvInput(form).setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByText(CV_WRONG_TYPE, { exact: true }).waitFor();
    await cvInput(form).setInputFiles(pdf('Bikash CV.pdf'));
    await form.getByText('File selected: Bikash CV.pdf', { exact: true }).waitFor();
  });

  it('uploads the application with a real PDF, shows progress, then the success notices and a cleared form', async () => {
    const email = uniqueEmail('apply');
    const form = await openForm('/careers', 'Job application');
    await fillApplication(form, email);
    await cvInput(form).setInputFiles(pdf());
    // Hold the request briefly so the sending state can be seen.
    await page.route('**/api/jobs/apply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/apply');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const sending = form.getByRole('button', { name: 'Submitting...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await form.getByRole('progressbar').count()).toBe(1);
    expect((await answer).status()).toBe(201);
    await form.getByText(APPLICATION_SUCCESS, { exact: true }).waitFor();
    await page.getByText('Application submitted successfully!', { exact: true }).waitFor();
    expect(await form.getByLabel('Full Name').inputValue()).toBe('');
    expect(await form.getByLabel('Currency').inputValue()).toBe('');
    expect(await form.getByText(/File selected:/).count()).toBe(0);

    const applications = await adminGet<{ email: string; position: string; currency: string; file?: { name: string; type: string } }[]>(
      context.request,
      '/api/admin/applications',
    );
    expect(applications.find((application) => application.email === email)).toMatchObject({
      position: 'DevOps Engineer',
      currency: 'NPR',
      file: { name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(errors).toEqual([]);
  });

  it("shows the server's refusal of a CV whose content is not a document, in red, keeping the input", async () => {
    const form = await openForm('/careers', 'Job application');
    await fillApplication(form, uniqueEmail('refused'));
    await cvInput(form).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text pretending') });
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/apply'),
      form.getByRole('button', { name: 'Submit Application' }).click(),
    ]);
    expect(response.status()).toBe(415);
    await form.getByRole('alert').filter({ hasText: CV_WRONG_TYPE }).waitFor();
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Bikash Thapa');
    expect(await form.getByLabel('Desired Position').inputValue()).toBe('DevOps Engineer');
    expect(await form.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
  });

  it("says 'Failed to submit application. Please try again.' when the server answers without a message", async () => {
    const form = await openForm('/careers', 'Job application');
    await page.route('**/api/jobs/apply', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await fillApplication(form, 'bikash@example.com');
    await cvInput(form).setInputFiles(pdf());
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText(APPLICATION_FALLBACK, { exact: true }).waitFor();
    expect(await form.getByLabel('Town/City').inputValue()).toBe('Lalitpur');
  });
});

// ---- Cookie banner -------------------------------------------------------------------------------

const storedConsent = () =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie_consent'),
    settings: JSON.parse(localStorage.getItem('cookie_settings') ?? 'null') as Record<string, unknown> | null,
  }));

/** Opens a page as a first-time visitor and waits for the banner. */
async function openWithBanner(path = '/about') {
  await open(path);
  const banner = page.getByRole('region', BANNER);
  await banner.waitFor();
  return banner;
}

describe('cookie banner', () => {
  it('appears about a second after load, fixed, without shifting the layout, its code loading only when used', async () => {
    // In the page's HTML, hidden: it shows without any component code.
    const html = await (await context.request.get(`${baseURL()}/about`)).text();
    expect(html).toMatch(/<div id="cookie-banner-host" hidden="">/);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open('/about');
    const shiftBefore = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    const banner = page.getByRole('region', BANNER);
    expect(await banner.count()).toBe(0);
    await banner.waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    expect(shownAt).toBeLessThan(6000);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(shiftBefore);
    expect(scripts.some((url) => /island-cookie-banner/.test(url))).toBe(false);
    await banner.getByRole('button', { name: 'Customize' }).hover();
    await expect.poll(() => scripts.some((url) => /island-cookie-banner/.test(url))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("Accept All stores 'accepted' with every type on, hides the banner, and it stays hidden on reload", async () => {
    const banner = await openWithBanner();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toMatchObject({
      consent: 'accepted',
      settings: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1800);
    expect(await page.getByRole('region', BANNER).count()).toBe(0);
  });

  it("Necessary Only stores 'necessary' with every optional type off", async () => {
    const banner = await openWithBanner('/');
    await banner.getByRole('button', { name: 'Necessary Only' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toMatchObject({
      consent: 'necessary',
      settings: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it("Customize offers the toggles with necessary locked on; Save Preferences stores 'custom'", async () => {
    const banner = await openWithBanner('/services');
    await banner.getByRole('button', { name: 'Customize' }).click();
    const necessary = banner.getByRole('switch', { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    // Keyboard: focus is on the first toggle; Space switches it on.
    await page.keyboard.press('Space');
    await banner.getByRole('switch', { name: /Marketing/ }).check();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toMatchObject({
      consent: 'custom',
      settings: { necessary: true, analytics: true, marketing: true, preferences: false },
    });
  });

  it("reopens from 'Cookie Settings' in the footer, takes focus, and Reject All stores 'necessary'", async () => {
    const banner = await openWithBanner('/cookies');
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    await settingsButton.click();
    await banner.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cookie-banner-title');
    await banner.getByRole('button', { name: 'Customize' }).click();
    expect(await banner.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(true);
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toMatchObject({ consent: 'necessary', settings: { analytics: false } });
    expect(await settingsButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is not modal: the keyboard passes through it to the page, and the page stays clickable', async () => {
    const banner = await openWithBanner('/about');
    // Last in the document (fixed to the window's bottom): start in it, Tab on out and round to the page.
    await banner.getByRole('button', { name: 'Accept All' }).focus();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return { inBanner: Boolean(el?.closest('[aria-labelledby="cookie-banner-title"]')), text: el?.textContent ?? '', inNav: Boolean(el?.closest('nav')) };
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
    await page.waitForURL('**/connect');
    await banner.waitFor(); // waits until visible, failing after the timeout
  });
});

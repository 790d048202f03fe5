import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
  // A returning visitor who already chose cookies: the consent banner would sit over the forms.
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', 'necessary');
    window.localStorage.setItem(
      'cookie_settings',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, savedAt: Date.now() }),
    );
  });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterEach(async () => context.close());

/** Opens a page and waits until its quote form (if any) has hydrated. */
async function open(path: string) {
  await page.goto(`${baseURL()}${path}`);
  await waitForHydration(page);
}

/** Opens a quote page, wakes its form as a visitor's pointer does, and waits until it is live. */
async function openRegionForm(path: '/quote-uk' | '/quote-nepal') {
  await open(path);
  await page.locator('form').hover();
  const form = page.locator('form[data-ready]');
  await form.waitFor();
  return form;
}

async function openDialog() {
  await page.getByRole('banner').getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('form[data-ready]').waitFor();
  return dialog;
}

/** A unique address per test, to find the stored request among the others. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function fillRequired(scope: Locator, email: string) {
  await scope.getByLabel('Full Name').fill('Asha Gurung');
  await scope.getByLabel('Email Address').fill(email);
  await scope.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await scope.getByLabel('Company Name').fill('Gurung Trading Ltd');
}

async function fillEverything(scope: Locator, email: string, budget: string) {
  await fillRequired(scope, email);
  await scope.getByLabel('Size of your company').selectOption('Medium (5-25)');
  await scope.getByLabel('Preferred contact method').selectOption('Phone');
  await scope.getByLabel('Service you need').selectOption('Network Design and Implementation');
  await scope.getByLabel('Budget').selectOption(budget);
  await scope.getByLabel('How did you hear about us?').selectOption('Online Search');
  await scope.getByLabel('Project description').fill('Office network for 20 people.');
}

// ---- The administrator's view of stored requests --------------------------------------------

interface StoredQuote {
  email: string;
  region: string;
  fullName: string;
  budget: string;
  deadline: string;
  file?: { id: string; name: string; size: number; type: string } | null;
}

async function storedQuote(email: string): Promise<StoredQuote | undefined> {
  const token = await adminToken(context.request);
  const answer = await context.request.get(`${baseURL()}/api/admin/quotes`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as StoredQuote[]).find((quote) => quote.email === email);
}

// ---- The dialog ------------------------------------------------------------------------------

describe('quote dialog', () => {
  it("asks for the email first, then for every other required field, sending nothing", async () => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/request-quote')) sent += 1;
    });
    await open('/about');
    const dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();

    await dialog.getByLabel('Email Address').fill('asha@example.com');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Please fill all the required fields', { exact: true }).waitFor();

    await fillEverything(dialog, 'asha@example.com', 'Under £500');
    await dialog.getByLabel('How did you hear about us?').selectOption('Option');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('How did you hear about us? is required').waitFor(); // waits until visible, failing after the timeout
    expect(sent).toBe(0);
    expect(errors).toEqual([]);
  });

  it('stores the request, confirms it, closes and comes back empty', async () => {
    const email = uniqueEmail('modal');
    await open('/about');
    const dialog = await openDialog();
    await fillEverything(dialog, email, '£1,500 - £5,000');
    await dialog.getByLabel('Deadline').fill('End of June');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/request-quote'));
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect((await answer).status()).toBe(201);

    await page.getByText('Quote submitted successfully!. We will get to you as soon as possible', { exact: true }).waitFor();
    const confirmation = page.getByRole('status').filter({ hasText: 'Your quote request has been submitted successfully!' });
    await confirmation.waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Close confirmation' }).click();
    await confirmation.waitFor({ state: 'detached' });

    const reopened = await openDialog();
    expect(await reopened.getByLabel('Full Name').inputValue()).toBe('');
    expect(await reopened.getByLabel('Email Address').inputValue()).toBe('');
    expect(await reopened.getByLabel('Budget').inputValue()).toBe('');

    const stored = await storedQuote(email);
    expect(stored).toMatchObject({ region: 'modal', fullName: 'Asha Gurung', budget: '£1,500 - £5,000', deadline: 'End of June' });
    expect(errors).toEqual([]);
  });

  it("shows the server's error text and keeps the input when the request is refused", async () => {
    await page.route('**/api/request-quote', (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ error: 'The file is larger than 10 MB' }) }),
    );
    await open('/about');
    const dialog = await openDialog();
    await fillEverything(dialog, 'kept@example.com', 'Under £500');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('The file is larger than 10 MB', { exact: true }).waitFor();
    await dialog.waitFor(); // waits until visible, failing after the timeout
    expect(await dialog.getByLabel('Email Address').inputValue()).toBe('kept@example.com');
    expect(await dialog.getByRole('button', { name: 'Submit Request' }).isEnabled()).toBe(true);
  });
});

// ---- The region pages ------------------------------------------------------------------------

describe('region quote forms', () => {
  it("shows 'Missing information' and sends nothing while a required field is empty", async () => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/request-quote')) sent += 1;
    });
    const form = await openRegionForm('/quote-uk');
    await form.getByLabel('Full Name').fill('Asha Gurung');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const notice = form.getByRole('alert').filter({ hasText: 'Missing information' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Please fill out all required fields.');
    expect(await form.getByLabel('Email Address').getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Phone Number').getAttribute('type')).toBe('tel');
    expect(await form.getByLabel('Email Address').getAttribute('required')).not.toBeNull();
    expect(sent).toBe(0);
  });

  it('sends the UK request with its attachment, pops up the notice and goes home at once', async () => {
    const email = uniqueEmail('uk');
    const form = await openRegionForm('/quote-uk');
    await fillRequired(form, email);
    await form.getByLabel('Budget').selectOption('Over £20,000');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({ name: 'network-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Two floors, 20 desks.') });
    expect(await form.getByTestId('chosen-file').textContent()).toBe('network-plan.txt');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/request-quote'));
    await form.getByRole('button', { name: 'Submit Request' }).click();
    expect((await answer).status()).toBe(201);
    await page.waitForURL(`${baseURL()}/`);
    const popup = page.getByRole('alert').filter({ hasText: 'Quote Request Submitted' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain("We've received your request and will contact you soon.");

    const stored = await storedQuote(email);
    expect(stored).toMatchObject({ region: 'uk', budget: 'Over £20,000' });
    expect(stored?.file).toMatchObject({ name: 'network-plan.txt', size: 21 });
    expect(errors).toEqual([]);
  });

  it('shows the Nepal banner, then clears the form and goes home about 2 s later', async () => {
    const email = uniqueEmail('nepal');
    const form = await openRegionForm('/quote-nepal');
    await fillRequired(form, email);
    await form.getByLabel('Budget').selectOption('NPR 150,000 - NPR 500,000');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const banner = form.getByRole('status').filter({ hasText: 'Quote Request Submitted' });
    await banner.waitFor();
    const shownAt = Date.now();
    expect(await banner.textContent()).toContain("We've received your request and will contact you soon.");
    expect(page.url()).toBe(`${baseURL()}/quote-nepal`);
    await page.waitForURL(`${baseURL()}/`, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);

    expect(await storedQuote(email)).toMatchObject({ region: 'nepal', budget: 'NPR 150,000 - NPR 500,000' });
    expect(errors).toEqual([]);
  });

  it("shows 'Error submitting request' and keeps the input when the server fails", async () => {
    await page.route('**/api/request-quote', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) }),
    );
    const form = await openRegionForm('/quote-uk');
    await fillRequired(form, 'kept@example.com');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const notice = form.getByRole('alert').filter({ hasText: 'Error submitting request' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Please try again later.');
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Asha Gurung');
    expect(await form.getByLabel('Email Address').inputValue()).toBe('kept@example.com');
    expect(page.url()).toBe(`${baseURL()}/quote-uk`);
  });

  it('highlights the drop zone while a file is dragged over it, and refuses files over 10 MB', async () => {
    const form = await openRegionForm('/quote-nepal');
    const zone = form.locator('.mantine-Dropzone-root');
    const idle = await zone.evaluate((el) => getComputedStyle(el).backgroundColor);
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['plan'], 'plan.txt', { type: 'text/plain' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect.poll(() => zone.getAttribute('data-accept')).not.toBeNull();
    expect(await zone.textContent()).toContain('Drop the file here');
    await expect.poll(() => zone.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(idle);
    await zone.dispatchEvent('dragleave', { dataTransfer });
    await expect.poll(() => zone.getAttribute('data-accept')).toBeNull();

    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({ name: 'huge.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await form.getByText('The file is larger than 10 MB. Choose a file of at most 10 MB.').waitFor();
    expect(await form.getByTestId('chosen-file').count()).toBe(0);
  });

  it('switches to the other region and back', async () => {
    await openRegionForm('/quote-uk');
    await page.getByRole('link', { name: /Nepal services/ }).click();
    await page.waitForURL('**/quote-nepal');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quote request: Nepal services' });
    await form.hover();
    await form.and(page.locator('[data-ready]')).waitFor();
    const bands = await form.getByLabel('Budget').locator('option').allTextContents();
    expect(bands[0]).toBe('Select an option');
    expect(bands).toContain('Over NPR 2,000,000');
  });
});

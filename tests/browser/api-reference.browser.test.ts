import { expect, test } from './fixtures';

/**
 * Where a request went: its origin, a blob: URL's being the page's that made it. A data: URL is
 * no request to anyone (null).
 */
function originOf(address: string): string | null {
  if (address.startsWith('data:')) return null;
  return new URL(address.startsWith('blob:') ? address.slice('blob:'.length) : address).origin;
}

// GET /api/docs: the API's reference for people (src/server/contract/reference-page.ts), Redoc
// rendering the server's own OpenAPI document, every file from this origin under the page's own CSP.
test.describe('the API reference', () => {
  test('renders the OpenAPI document, asking nothing of another origin and with nothing refused by its CSP', async ({
    page,
    errors,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page).toHaveTitle('Nexlink IT Solutions API reference');

    // The document's info.title (Redoc adds the version), then one of its operations.
    await expect(page.getByRole('heading', { level: 1, name: /^Nexlink IT Solutions API\b/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send a message from the contact form' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${origin}/api/openapi.json`);

    // The search builds its index in a blob: Worker, which this page's CSP allows (and no other's).
    await page.getByRole('textbox', { name: 'Search' }).fill('contact form');
    await expect(page.locator('[data-role="search:results"]').getByText('Send a message from the contact form')).toBeVisible();

    expect(requests).toContain(`${origin}/api/openapi.json`);
    expect(requests.filter((address) => ![origin, null].includes(originOf(address)))).toEqual([]);
    // The fixture fails the test on any of these when it ends; said here too, as this test is about them.
    expect(errors.seen.filter((error) => /Content-Security-Policy|Refused to/.test(error))).toEqual([]);
  });
});

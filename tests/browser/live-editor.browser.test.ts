import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './fixtures';
import { localhostServer } from './localhost-server';

/*
 * The page editor on the running site (issue 43, "Done when"), on the built server: the About
 * page's hero title and a job opening are changed in the admin's Pages tab, previewed and
 * published, and a visitor sees them; a draft is never shown to a visitor; two editors' conflicting
 * changes give one 409, the other's work kept; a restore from history brings the old title back
 * as a draft; a publish with a broken link is refused with the field named.
 */

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'correct horse battery' };
const editor = { name: 'Eddie Editor', email: 'eddie@example.com', password: 'eddie keeps a long passphrase' };
const site = localhostServer('live-editor-browser', owner);

// Puck renders its side panels twice (the wide layout and the narrow one), one of them hidden.
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
const canvas = (page: Page) =>
  page
    .getByRole('dialog', { name: /^Editing / })
    .frameLocator('iframe')
    .first();
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

// This file's tests reach their own server by its full address: no baseURL, so the worker's shared
// server (the `site` fixture, which the default baseURL starts) is not started for them.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
test.use({ baseURL: async ({}, use) => use(undefined) });

/**
 * A visitor with no session, one tab for the whole file: a context and tab of its own for every look
 * cost a second or two each. A returning visitor is served what a new one is: the site's pages are
 * no-cache, revalidated by their ETag, so a publish is seen on the next visit.
 */
let visitor: Page;
test.beforeAll(async ({ browser }) => {
  visitor = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await visitor.context().close();
});

/** What a visitor with no session is served at `path` (the first heading), read as a browser would. */
async function visitorSees(path: string): Promise<string> {
  await visitor.goto(`${site.base}${path}`);
  const heading = (await visitor.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  const body = (await visitor.locator('main').textContent()) ?? '';
  return `${heading}\n${body}`;
}

async function openPage(page: Page, path: string, heading: string) {
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('button', { name: `Edit ${path}` }).click();
  await expect(canvas(page).getByRole('heading', { name: heading }).first()).toBeVisible();
}

/** The owner invites an editor through the API; the editor joins with the link's token. */
async function addEditor() {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${site.api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, string>;
  };
  const { accessToken } = await call('/api/auth/login', { email: owner.email, password: owner.password });
  const { url } = await call('/api/admin/invitations', { email: editor.email, role: 'editor' }, accessToken);
  const invitation = /#invitation=([A-Za-z0-9_-]+)$/.exec(url ?? '')?.[1];
  await call('/api/auth/invitations/accept', { token: invitation, name: editor.name, password: editor.password });
}

test.describe.configure({ mode: 'serial' });

test('the About hero and a job opening are changed, previewed and published; the draft is never a visitor’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await site.signIn(page, owner);
  await openPage(page, '/about', 'About Us');

  await canvas(page).getByRole('heading', { name: 'About Us' }).click();
  await field(page, 'Title (required)').fill('About Nexlink');
  await expect(canvas(page).getByRole('heading', { name: 'About Nexlink' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page, 'Draft saved')).toBeVisible();
  // Saved, not published: a visitor is served the page as it was.
  expect(await visitorSees('/about')).toMatch(/^About Us\n/);

  await page.getByRole('button', { name: 'Preview draft' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of the draft' });
  await expect(preview.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('About Nexlink');
  await preview.getByRole('button', { name: 'Close the preview' }).click();
  await expect(preview).toBeHidden();
  expect(await visitorSees('/about')).toMatch(/^About Us\n/);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published .*: visitors see this page now\.$/)).toBeVisible();
  expect(await visitorSees('/about')).toMatch(/^About Nexlink\n/);

  // A job opening on the careers page, by the same screens.
  await page.getByRole('button', { name: 'All pages' }).click();
  await openPage(page, '/career', 'Graphics Designer');
  await canvas(page).getByRole('heading', { name: 'Graphics Designer' }).click();
  await page.getByText('Graphics Designer', { exact: true }).filter({ visible: true }).click();
  await field(page, 'Title (required)').last().fill('Senior Graphics Designer');
  await expect(canvas(page).getByRole('heading', { name: 'Senior Graphics Designer' })).toBeVisible();
  // A closing date, with the date picker the role's field is (issue 57).
  await field(page, 'Closes on').last().fill('2099-12-31');
  await expect(canvas(page).getByText('31 December 2099')).toBeVisible();
  // Not saved by hand: the autosave keeps it as a draft a moment after the change.
  await expect(status(page, 'Draft saved')).toBeVisible({ timeout: 10_000 });
  expect(await visitorSees('/career')).not.toContain('Senior Graphics Designer');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();
  const career = await visitorSees('/career');
  expect(career).toContain('Senior Graphics Designer');
  expect(career).toContain('31 December 2099');
  // The application form offers the role as renamed, and no longer the old name.
  const positions = await visitor.getByLabel('Desired Position').locator('option').allTextContents();
  expect(positions).toContain('Senior Graphics Designer');
  expect(positions).not.toContain('Graphics Designer');

  // From the admin's own header, a content page is the server's: the published one, not the copy the app was built with.
  await page.getByRole('button', { name: 'All pages' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(`${site.base}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nexlink');
});

test('a restore from history brings the old title back as a draft, which a visitor does not see until it is published', async ({
  page,
}) => {
  await site.openAdmin(page, owner);
  await openPage(page, '/about', 'About Nexlink');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of this page' });
  const entries = history.getByRole('list', { name: 'Publishes, newest first' }).getByRole('listitem');
  // The publish, then the page as the site was deployed (issue 58: the first change can be undone).
  await expect(entries).toHaveCount(2);
  await expect(entries.last()).toContainText('As the site was deployed');
  await expect(entries.first()).toContainText(`by ${owner.name}`);
  await expect(entries.first()).toContainText("Hero 'About Us': title changed to 'About Nexlink'");
  // An entry restores what its publish made live: publish a newer title, then bring this one back.
  await history.getByRole('button', { name: 'Close the history' }).click();
  await expect(history).toBeHidden();

  await canvas(page).getByRole('heading', { name: 'About Nexlink' }).click();
  await field(page, 'Title (required)').fill('About the Nexlink team');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();
  expect(await visitorSees('/about')).toMatch(/^About the Nexlink team\n/);

  // The version the site was deployed with comes back as a draft, and the header says so.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(entries).toHaveCount(3);
  await entries.last().getByRole('button', { name: 'Restore as draft' }).click();
  await expect(canvas(page).getByRole('heading', { name: 'About Us', exact: true })).toBeVisible();
  await expect(
    status(page, 'The version the site was deployed with is the draft now: publish it to show it to visitors.'),
  ).toBeVisible();
  expect(await visitorSees('/about')).toMatch(/^About the Nexlink team\n/);

  await page.getByRole('button', { name: 'History' }).click();
  await expect(entries).toHaveCount(3);
  await entries.nth(1).getByRole('button', { name: 'Restore as draft' }).click();
  await expect(canvas(page).getByRole('heading', { name: 'About Nexlink', exact: true })).toBeVisible();
  // A draft: staff see it, visitors still see what was published.
  expect(await visitorSees('/about')).toMatch(/^About the Nexlink team\n/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();
  expect(await visitorSees('/about')).toMatch(/^About Nexlink\n/);
});

test('two editors change the same page: the later one is refused (409) with nothing overwritten, then goes on from the current one', async ({
  page,
  browser,
  errors,
}) => {
  errors.allow(failedLoad(409, '/api/admin/content/pages/about'));
  await addEditor();
  const other = await browser.newContext();
  const second = await other.newPage();
  await site.openAdmin(page, owner);
  await site.openAdmin(second, editor);
  await openPage(page, '/about', 'About Nexlink');
  await openPage(second, '/about', 'About Nexlink');

  await canvas(page).getByRole('heading', { name: 'About Nexlink' }).click();
  await field(page, 'Title (required)').fill('About us, by Olivia');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();

  await canvas(second).getByRole('heading', { name: 'About Nexlink' }).click();
  await field(second, 'Title (required)').fill('About us, by Eddie');
  const refused = second.waitForResponse((response) => response.url().includes('/api/admin/content/pages/about/'));
  await second.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await refused).status()).toBe(409);
  const alert = second.getByRole('alert');
  await expect(alert).toContainText('no longer current');
  expect(await visitorSees('/about')).toMatch(/^About us, by Olivia\n/);

  await alert.getByRole('button', { name: 'Open the current version' }).click();
  await expect(canvas(second).getByRole('heading', { name: 'About us, by Olivia' })).toBeVisible();
  await other.close();
});

test('a publish with a link to a page the site does not have is refused with the field named, and nothing live changes', async ({
  page,
  errors,
}) => {
  errors.allow(failedLoad(422, '/api/admin/content/pages/about/draft'));
  await site.openAdmin(page, owner);
  await openPage(page, '/about', 'Our Mission');
  const before = await visitorSees('/about');
  await canvas(page).getByRole('heading', { name: 'Our Mission' }).click();
  await field(page, 'Paragraphs 1').fill('Read [our prices](/no-such-page) first.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  // In words: no file, no field path, unless Details is opened.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Not saved: 1 field needs attention.');
  await expect(alert.getByText(/blocks\[1\]/)).toBeHidden();
  await expect(alert.locator('pre')).toContainText(
    "blocks[1].props.paragraphs[0]: the link goes to '/no-such-page', which is not a page of this site",
  );
  await expect(page.getByRole('list', { name: 'Not saved: fix these fields' })).toContainText(
    "Paragraphs › item 1: the link goes to '/no-such-page'",
  );
  // The header names the page, not its file.
  await expect(page.getByText('content/pages/about.json', { exact: true })).toHaveCount(0);
  expect(await visitorSees('/about')).toBe(before);
});

test('the London office’s number and a footer link are changed in the site settings, previewed and published: every page shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const oldNumber = '+44 20 3880 4120';
  const newNumber = '+44 20 7946 0321';
  await site.openAdmin(page, owner);
  // The Offices block's addresses are the settings': its fields say so and open them over the editor.
  await openPage(page, '/connect', 'Our Offices');
  await canvas(page).getByRole('heading', { name: 'Our Offices' }).click();
  const note = page.getByText(/addresses and telephone numbers, and the contact e-mail, are the site's settings/);
  await expect(note.filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit the site settings' }).filter({ visible: true }).click();
  const settings = page.getByRole('dialog', { name: 'Editing the site settings' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Close the settings' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Editing /connect' })).toBeVisible();
  await page.getByRole('button', { name: 'All pages' }).click();
  await page.getByRole('button', { name: 'Edit navigation and company facts' }).click();

  const london = settings.getByRole('group', { name: 'Office 1' });
  await london.getByLabel('Telephone (optional)').fill(newNumber);
  await settings.getByRole('button', { name: 'Save company facts' }).click();
  await expect(status(page, 'Draft saved')).toBeVisible();
  await expect(settings.getByText(/^Saved .* by Olivia Owner; only staff see it\.$/)).toBeVisible();
  // A draft: visitors have the number as deployed.
  expect(await visitorSees('/connect')).toContain(oldNumber);

  const footer = settings.getByRole('group', { name: 'Footer links' });
  await footer.getByLabel('Footer links 7: label').fill('Cookies');
  await settings.getByRole('button', { name: 'Save navigation' }).click();
  await expect(status(page, 'Draft saved')).toBeVisible();
  // Both changes are one draft: the company's facts kept the new number when the navigation was saved.
  await expect(london.getByLabel('Telephone (optional)')).toHaveValue(newNumber);

  await settings.getByLabel('Preview on').selectOption('/connect');
  await settings.getByRole('button', { name: 'Preview draft' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of the draft' });
  await expect(preview.frameLocator('iframe').getByText(newNumber).first()).toBeVisible();
  await preview.getByRole('button', { name: 'Close the preview' }).click();

  await settings.getByRole('button', { name: 'Publish settings' }).click();
  await expect(status(page, /^Published .*: every page shows these settings now\.$/)).toBeVisible();
  await visitor.goto(`${site.base}/connect`);
  await expect(visitor.getByText(newNumber).first()).toBeVisible();
  await visitor.goto(`${site.base}/about`);
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true })).toHaveAttribute(
    'href',
    '/cookies',
  );
  // The admin area the editor is in shows them too, hydrated with them, as does the sign-in page.
  await page.goto(`${site.base}/admin`);
  await expect(page.getByRole('tab', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true })).toBeVisible();
  await visitor.goto(`${site.base}/login`);
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true })).toBeVisible();
});

test('a page’s title is changed with its blocks and published by one Publish; a new page is made, published whole and retired', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visitorTitle = async (path: string) => {
    await visitor.goto(`${site.base}${path}`);
    return visitor.title();
  };
  await site.openAdmin(page, owner);
  await openPage(page, '/career', 'Senior Graphics Designer');
  // No block selected: the fields panel holds the page's own settings, its route.
  await field(page, 'Page title').fill('Careers at Nexlink');
  await canvas(page).getByRole('heading', { name: 'Senior Graphics Designer' }).click();
  await page.getByText('Senior Graphics Designer', { exact: true }).filter({ visible: true }).click();
  await field(page, 'Title (required)').last().fill('Lead Graphics Designer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page, 'Draft saved')).toBeVisible();
  expect(await visitorTitle('/career')).not.toContain('Careers at Nexlink');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();
  expect(await visitorTitle('/career')).toContain('Careers at Nexlink');
  expect(await visitorSees('/career')).toContain('Lead Graphics Designer');

  await page.getByRole('button', { name: 'All pages' }).click();
  await page.getByText('New page', { exact: true }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByRole('textbox', { name: /^Address/ }).fill('/partners');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Our partners');
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('The firms we work with in the UK and Nepal: hosting, hardware and software partners.');
  await form.getByRole('button', { name: 'Create the page' }).click();
  await expect(page.getByRole('dialog', { name: 'Editing /partners' })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: 'Our partners' })).toBeVisible();
  // Made, not published: a visitor has no such page yet.
  expect((await fetch(`${site.base}/partners`)).status).toBe(404);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page, /^Published /)).toBeVisible();
  expect(await visitorSees('/partners')).toMatch(/^Our partners\n/);

  await page.getByRole('button', { name: 'All pages' }).click();
  await openPage(page, '/partners', 'Our partners');
  await page.getByText('Retire this page', { exact: true }).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Retire /partners' }).filter({ visible: true }).click();
  await expect(status(page, '/partners is retired')).toBeVisible();
  expect((await fetch(`${site.base}/partners`)).status).toBe(404);
});

test('an edit made with the network away is saved once it is back; one the server failed to keep is offered back the next time', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  // The saves tried with the network away: the browser reports each as a failed load.
  errors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  errors.allow(failedLoad(500, '/api/admin/content/pages/privacy/draft'));
  await site.openAdmin(page, owner);
  await openPage(page, '/privacy', 'Privacy Policy');
  await canvas(page).getByRole('heading', { name: 'Privacy Policy', exact: true }).click();
  await page.context().setOffline(true);
  await field(page, 'Title (required)').fill('Privacy, typed offline');
  await expect(status(page, /^Not saved yet: the server did not answer\. Trying again in \d+ s/)).toBeVisible({
    timeout: 15_000,
  });
  await page.context().setOffline(false);
  await expect(status(page, 'Draft saved')).toBeVisible({ timeout: 15_000 });

  // A save the server fails (a fault of its own, not worth trying again), and the admin left.
  // The network stays up: a page left with a retry waiting may live on a moment in the browser
  // and send it when the network returns (seen in CI), which would be a save, not a loss.
  await page.route('**/api/admin/content/pages/privacy/draft', (route) =>
    route.fulfill({ status: 500, json: { error: 'The draft could not be stored.' } }),
  );
  await field(page, 'Title (required)').fill('Privacy, left behind');
  await expect(page.getByRole('alert')).toContainText('The draft could not be stored.', { timeout: 15_000 });
  await page.unroute('**/api/admin/content/pages/privacy/draft');
  await page.goto('about:blank');

  await site.openAdmin(page, owner);
  await openPage(page, '/privacy', 'Privacy, typed offline');
  const offer = page.getByRole('status').filter({ hasText: 'were not saved. This browser kept them.' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Bring them back' }).click();
  await expect(canvas(page).getByRole('heading', { name: 'Privacy, left behind' })).toBeVisible();
  await expect(status(page, 'Draft saved')).toBeVisible({ timeout: 15_000 });
  // Kept by the server now: opened once more, the page is the draft, and nothing is offered.
  await page.getByRole('button', { name: 'All pages' }).click();
  await openPage(page, '/privacy', 'Privacy, left behind');
  await expect(page.getByText('This browser kept them.')).toHaveCount(0);
});

test('a change of the settings made with the network away is saved once it is back; one the server failed to keep is offered back the next time', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  errors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  errors.allow(failedLoad(500, '/api/admin/content/site/draft/company'));
  const openSettings = async () => {
    await site.openAdmin(page, owner);
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: 'Edit navigation and company facts' }).click();
    return page.getByRole('dialog', { name: 'Editing the site settings' });
  };
  const telephone = (settings: ReturnType<Page['getByRole']>) =>
    settings.getByRole('group', { name: 'Office 1' }).getByLabel('Telephone (optional)');

  let settings = await openSettings();
  // The network goes only once the forms are shown: their code and styles are loaded on opening.
  await expect(telephone(settings)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await telephone(settings).fill('+44 20 7946 0999');
  await settings.getByRole('button', { name: 'Save company facts' }).click();
  await expect(settings.getByRole('alert')).toContainText('the server did not answer. It is tried again by itself', {
    timeout: 15_000,
  });
  await page.context().setOffline(false);
  await expect(status(page, 'Draft saved')).toBeVisible({ timeout: 15_000 });
  await expect(telephone(settings)).toHaveValue('+44 20 7946 0999');

  // A save the server fails (a fault of its own, not tried again), and the admin left.
  await page.route('**/api/admin/content/site/draft/company', (route) =>
    route.fulfill({ status: 500, json: { error: 'The draft could not be stored.' } }),
  );
  await telephone(settings).fill('+44 20 7946 0888');
  await settings.getByRole('button', { name: 'Save company facts' }).click();
  await expect(settings.getByRole('alert')).toContainText('Not saved: The draft could not be stored.');
  await page.unroute('**/api/admin/content/site/draft/company');
  await page.goto('about:blank');

  settings = await openSettings();
  await expect(telephone(settings)).toHaveValue('+44 20 7946 0999');
  const offer = settings.getByRole('status').filter({ hasText: 'was not saved. This browser kept it.' });
  await offer.getByRole('button', { name: 'Save it now' }).click();
  await expect(status(page, 'Draft saved')).toBeVisible();
  await expect(telephone(settings)).toHaveValue('+44 20 7946 0888');
  await expect(settings.getByText('This browser kept it.')).toHaveCount(0);
});

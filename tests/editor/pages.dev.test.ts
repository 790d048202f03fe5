import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import rawSiteConfig from '../../site.config';
import { siteCopy } from './site-copy';

/*
 * Issue 35: editors manage pages, not only blocks. Each test changes site.config.ts of the copy, so
 * the dev server restarts; afterEach puts the checkout's file back and waits for the server to run
 * with it again, so the next test starts from the same site.
 */

const configFile = path.join(siteCopy, 'site.config.ts');
const config = () => readFileSync(configFile, 'utf8');
const partnersFile = path.join(siteCopy, 'content/pages/partners.json');
const aboutFile = path.join(siteCopy, 'content/pages/about.json');
let original = '';
let originalAbout = '';
const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

const canvas = (page: Page) => page.frameLocator('iframe');
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};
const npm = (script: string) =>
  execFileSync('npm', ['run', '--silent', script], { cwd: siteCopy, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });

/** Waits until the dev server runs with site.config.ts as it is on disk (it restarts when the file changes). */
async function untilServed(page: Page) {
  const wanted = versionOf(config());
  await expect(async () => {
    await page.goto('/edit');
    const token = (await page.locator('meta[name="page-editor-token"]').getAttribute('content')) ?? '';
    const answer = await page.request.get('/__editor/site', { headers: { 'x-editor-token': token } });
    expect(((await answer.json()) as { served?: string }).served).toBe(wanted);
  }).toPass({ timeout: 90_000 });
}

test.beforeAll(() => {
  original = config();
  originalAbout = readFileSync(aboutFile, 'utf8');
});
test.afterEach(async ({ page }) => {
  rmSync(partnersFile, { force: true });
  if (readFileSync(aboutFile, 'utf8') !== originalAbout) writeFileSync(aboutFile, originalAbout);
  if (config() !== original) {
    writeFileSync(configFile, original);
    await untilServed(page);
  }
});

const description =
  'The cloud, network and security vendors whose products Nexlink IT Solutions designs with, installs and supports.';

test('a new page “Our Partners” at /partners is created from the editor, served by the dev server, listed in the built sitemap, and npm run check accepts it', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/edit');
  await page.getByText('New page', { exact: true }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByLabel('Address').fill('/partners');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Our Partners');
  await form.getByRole('textbox', { name: /^Description/ }).fill(description);
  // The restart rebuilds the site, and rsbuild's live reload reloads the editor's page, often while
  // it still waits for the restart: here the reload comes first, every time.
  const polls = '**/__editor/site';
  await page.route(polls, (route) => route.abort());
  await form.getByRole('button', { name: 'Create the page' }).click();
  await expect(form.getByRole('status')).toHaveText(/The dev server restarts with it/);
  await page.unroute(polls);
  await expect(() => page.reload({ timeout: 5_000 })).toPass({ timeout: 120_000 });

  // Opened in the editor once the dev server runs with the new route (the editor waits up to five
  // minutes for the restart, which rebuilds the site).
  await expect(page).toHaveURL(/\/edit\/partners$/, { timeout: 240_000 });
  await expect(canvas(page).getByRole('heading', { name: 'Our Partners' })).toBeVisible();
  expect(JSON.parse(readFileSync(partnersFile, 'utf8'))).toMatchObject({
    blocks: [{ type: 'hero', props: { title: 'Our Partners' } }],
  });

  // The site's own pages come from the build the dev server makes after its restart.
  await expect(async () => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Partners', { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  // The project's routes and the new one.
  expect(npm('check')).toContain(`site.config.ts and content/ are valid (${rawSiteConfig.routes.length + 1} routes)`);
  npm('build');
  expect(readFileSync(path.join(siteCopy, 'dist/sitemap.xml'), 'utf8')).toContain(
    '<loc>https://www.nexlinkit.co.uk/partners</loc>',
  );
});

test('the page’s one Save saves its settings with its blocks: the title a one-line diff of site.config.ts, the hero one of its file', async ({
  page,
}) => {
  await page.goto('/edit/about');
  const settings = page.getByRole('form', { name: 'Page settings' }).filter({ visible: true });
  await settings.getByLabel('Page title').fill('About Nexlink');
  // A block selected meanwhile hides the settings; what was typed there is kept for Save.
  await canvas(page).getByRole('heading', { name: 'About Us' }).click();
  await page.getByLabel('Title (required)', { exact: true }).filter({ visible: true }).fill('About the team');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The editor opens the page again once the dev server runs with the new config.
  await expect(page).toHaveTitle('Edit /about · About Nexlink', { timeout: 90_000 });
  expect(changedLines(original, config())).toEqual(["      title: 'About Nexlink',"]);
  expect(changedLines(originalAbout, readFileSync(aboutFile, 'utf8'))).toEqual(['        "title": "About the team",']);
  await expect(async () => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About Nexlink \|/, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
});

test('a page the navigation links to cannot be retired, and the editor lists what links to it', async ({ page }) => {
  await page.goto('/edit/about');
  const settings = page.getByRole('form', { name: 'Page settings' }).filter({ visible: true });
  await settings.getByText('Retire this page').click();
  await settings.getByRole('button', { name: 'Retire /about' }).click();

  const alert = settings.getByRole('alert');
  await expect(alert).toContainText('/about cannot be retired while other places link to it');
  await expect(alert).toContainText("navigation: the link 'About Us' goes to '/about', which no route serves");
  expect(config()).toBe(original);
  expect(existsSync(path.join(siteCopy, 'content/pages/about.json'))).toBe(true);
});

test('the header gains a link from the navigation form', async ({ page }) => {
  await page.goto('/edit');
  await page.getByRole('link', { name: 'Navigation and company facts' }).click();
  const form = page.getByRole('form', { name: 'Navigation' });
  await form.getByRole('button', { name: 'Add a link to Header links' }).click();
  await form.getByLabel('Header links 5: label').fill('Blog');
  await form.getByLabel('Header links 5: page').selectOption('/blog');
  await form.getByRole('button', { name: 'Save navigation' }).click();
  await expect(form.getByRole('status')).toContainText('Saved site.config.ts');

  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  expect(config()).toContain("      { label: 'Connect', to: '/connect' },\n      { label: 'Blog', to: '/blog' },\n    ],");
});

test('the list of pages shows each page’s place in the navigation and noindex, and a search narrows it', async ({ page }) => {
  await page.goto('/edit');
  const about = page.getByRole('row').filter({ has: page.getByRole('link', { name: '/about', exact: true }) });
  await expect(about.getByRole('cell')).toHaveText([/\/about/, 'About Us', 'Yes', 'Indexed', /content\/pages\/about\.json/]);
  const login = page.getByRole('row').filter({ hasText: 'content/pages/login.json' });
  await expect(login.getByRole('cell').nth(2)).toHaveText('No');
  await page.getByLabel('Search pages').fill('cloud');
  // The home page's title speaks of cloud too.
  await expect(page.getByRole('row').getByRole('link')).toHaveText([
    '/cloud-migration',
    '/cloud-services',
    '/cloud-storage-backup',
    '/',
  ]);
  await page.getByLabel('Search pages').fill('no page is called this');
  await expect(page.getByText('No page matches')).toBeVisible();
});

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, test, waitForHydration } from './fixtures';
import { freePort } from './localhost-server';

/*
 * A deploy whose files changed a page, or the site's settings, that also has live edits (issue 43,
 * item 5): visitors keep the live one, the editor says a deploy changed it, and the editor chooses
 * the deployed one, which becomes the draft and, published, what visitors see. On a copy of the
 * build, deployed over by rewriting its sources (and prerendered pages) and restarting the server
 * on the same data.
 */

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'correct horse battery' };
let copy = '';
let data: Awaited<ReturnType<typeof serverData>>;
let server: ServerProcess | undefined;
let port = 0;
const base = () => `http://localhost:${port}`;
const json = { 'Content-Type': 'application/json' };

const start = async () => {
  server = await startServerProcess({ ...data.env, DIST_DIR: path.join(copy, 'dist'), PORT: String(port) });
};

test.beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'live-deploy-browser-'));
  await cp(path.resolve('dist'), path.join(copy, 'dist'), { recursive: true });
  await cp(path.resolve('dist-ssr'), path.join(copy, 'dist-ssr'), { recursive: true });
  data = await serverData('live-deploy-browser');
  port = await freePort();
  await start();
  expect(
    (await fetch(`${server!.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(owner) })).status,
  ).toBe(201);
});
test.afterAll(async () => {
  await server?.stop();
  await data?.remove();
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** The owner signs in through the login form and opens the admin's Pages tab. */
async function signIn(page: import('@playwright/test').Page) {
  await page.goto(`${base()}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(owner.email);
  await page.getByRole('main').locator('input[type="password"]').fill(owner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${base()}/admin`);
  await page.getByRole('tab', { name: 'Pages' }).click();
}

/** The owner's calls to the API of the running copy. */
async function ownerCalls() {
  const login = await fetch(`${server!.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(owner) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server!.base}${url}`, {
      method,
      headers: { ...json, Authorization: `Bearer ${accessToken}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
}

/** A deploy: the server stops, `change` rewrites the copy's files, and it starts again on the same data. */
async function deploy(change: () => Promise<void>) {
  await server!.stop();
  await change();
  await start();
}

/** The copy's prerendered page at `address` rewritten by `edit`, its compressed copies gone (the plain file is served). */
async function rewritePrerendered(address: string, edit: (html: string) => string) {
  const file = path.join(copy, 'dist', address, 'index.html');
  await writeFile(file, edit(await readFile(file, 'utf8')));
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}

type Page = { blocks: { type: string; props: Record<string, unknown> }[] };
const withTitle = (page: Page, title: string): Page => {
  const changed = structuredClone(page);
  changed.blocks.find((block) => block.type === 'hero')!.props.title = title;
  return changed;
};

test('the editor takes a deployed page over the live one: a draft, then what visitors see once published', async ({ page }) => {
  test.setTimeout(120_000);
  // Published on the running site, through the API.
  const call = await ownerCalls();
  const about = await call<{ page: Page; version: string }>('GET', '/api/admin/content/pages/about');
  const { version } = await call<{ version: string }>('PUT', '/api/admin/content/pages/about/draft', {
    page: withTitle(about.page, 'Edited on the running site'),
    version: about.version,
  });
  await call('POST', '/api/admin/content/pages/about/publish', { version });

  // A deploy changed the same page in the repository, and prerendered it so.
  await deploy(async () => {
    const source = path.join(copy, 'dist-ssr', 'source', 'content', 'pages', 'about.json');
    const deployed = withTitle(JSON.parse(await readFile(source, 'utf8')) as Page, 'Changed in the repository');
    await writeFile(source, `${JSON.stringify(deployed, null, 2)}\n`);
    await rewritePrerendered('about', (html) => html.replace('>About Us</h1>', '>Changed in the repository</h1>'));
  });

  const heading = async () => {
    const response = await fetch(`${base()}/about`);
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
  };
  expect(await heading()).toBe('Edited on the running site');

  await signIn(page);
  await page.getByRole('button', { name: 'Edit /about' }).click();
  const editor = page.getByRole('dialog', { name: 'Editing /about' });
  const canvas = editor.frameLocator('iframe').first();
  await expect(canvas.getByRole('heading', { name: 'Edited on the running site' })).toBeVisible();
  await expect(editor.getByText('A deploy changed this page').filter({ visible: true })).toBeVisible();

  await editor.getByRole('button', { name: 'Make the deployed page the draft' }).filter({ visible: true }).click();
  await expect(canvas.getByRole('heading', { name: 'Changed in the repository' })).toBeVisible();
  // A draft: visitors still have the live page.
  expect(await heading()).toBe('Edited on the running site');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published / })).toBeVisible();
  // What was published is the deployed file itself: the live layer folds away, the prerendered page is served.
  expect(await heading()).toBe('Changed in the repository');
});

test('the editor takes deployed site settings over the live ones: a draft, then what every page shows once published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const call = await ownerCalls();
  type Settings = { version: string; site: { company: { email: string; social: unknown[] }; offices: unknown[] } };
  const settings = await call<Settings>('GET', '/api/admin/content/site');
  const { version } = await call<{ version: string }>('PUT', '/api/admin/content/site/draft/company', {
    version: settings.version,
    email: 'live@nexlinkit.co.uk',
    social: settings.site.company.social,
    offices: settings.site.offices,
  });
  await call('POST', '/api/admin/content/site/publish', { version });
  const connect = async () => (await fetch(`${base()}/connect`)).text();
  expect(await connect()).toContain('live@nexlinkit.co.uk');

  // A deploy changed the contact e-mail in site.config.ts, and prerendered the pages with it.
  await deploy(async () => {
    const source = path.join(copy, 'dist-ssr', 'source', 'site.config.ts');
    await writeFile(
      source,
      (await readFile(source, 'utf8')).replace("email: 'hello@nexlinkit.co.uk'", "email: 'team@nexlinkit.co.uk'"),
    );
    await rewritePrerendered('connect', (html) => html.replaceAll('hello@nexlinkit.co.uk', 'team@nexlinkit.co.uk'));
  });
  expect(await connect()).toContain('live@nexlinkit.co.uk');

  await signIn(page);
  await page.getByRole('button', { name: 'Edit navigation and company facts' }).click();
  const editor = page.getByRole('dialog', { name: 'Editing the site settings' });
  await expect(editor.getByText('A deploy changed these settings')).toBeVisible();
  await expect(editor.getByLabel('Contact e-mail')).toHaveValue('live@nexlinkit.co.uk');
  await editor.getByRole('button', { name: 'Make the deployed settings the draft' }).click();
  await expect(editor.getByLabel('Contact e-mail')).toHaveValue('team@nexlinkit.co.uk');
  // A draft: visitors keep the live settings.
  expect(await connect()).toContain('live@nexlinkit.co.uk');
  await editor.getByRole('button', { name: 'Publish settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published / })).toBeVisible();
  // The deployed file itself is published: the live layer folds away, and the prerendered pages are served.
  const served = await connect();
  expect(served).toContain('team@nexlinkit.co.uk');
  expect(served).not.toContain('live@nexlinkit.co.uk');
});

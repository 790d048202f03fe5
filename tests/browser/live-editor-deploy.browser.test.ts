import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, test, waitForHydration } from './fixtures';

/*
 * A deploy whose files changed a page that also has live edits (issue 43, item 5): visitors keep
 * the live page, the editor says a deploy changed it, and the editor chooses the deployed one, which
 * becomes the draft and, published, what visitors see. On a copy of the build, deployed over by
 * rewriting its sources and restarting the server on the same data.
 */

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'correct horse battery' };
let copy = '';
let data: Awaited<ReturnType<typeof serverData>>;
let server: ServerProcess | undefined;
let port = 0;
const base = () => `http://localhost:${port}`;
const json = { 'Content-Type': 'application/json' };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

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

type Page = { blocks: { type: string; props: Record<string, unknown> }[] };
const withTitle = (page: Page, title: string): Page => {
  const changed = structuredClone(page);
  changed.blocks.find((block) => block.type === 'hero')!.props.title = title;
  return changed;
};

test('the editor takes a deployed page over the live one: a draft, then what visitors see once published', async ({ page }) => {
  test.setTimeout(120_000);
  // Published on the running site, through the API.
  const login = await fetch(`${server!.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(owner) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server!.base}${url}`, {
      method,
      headers: { ...json, Authorization: `Bearer ${accessToken}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { page: Page; version: string };
  };
  const about = await call('GET', '/api/admin/content/pages/about');
  const { version } = await call('PUT', '/api/admin/content/pages/about/draft', {
    page: withTitle(about.page, 'Edited on the running site'),
    version: about.version,
  });
  await call('POST', '/api/admin/content/pages/about/publish', { version });

  // A deploy changed the same page in the repository.
  await server!.stop();
  const source = path.join(copy, 'dist-ssr', 'source', 'content', 'pages', 'about.json');
  const deployed = withTitle(JSON.parse(await readFile(source, 'utf8')) as Page, 'Changed in the repository');
  await writeFile(source, `${JSON.stringify(deployed, null, 2)}\n`);
  // The deployed build prerendered it so too (its compressed copies go: the plain file is served).
  const prerendered = path.join(copy, 'dist', 'about', 'index.html');
  await writeFile(
    prerendered,
    (await readFile(prerendered, 'utf8')).replace('>About Us</h1>', '>Changed in the repository</h1>'),
  );
  await rm(`${prerendered}.br`, { force: true });
  await rm(`${prerendered}.gz`, { force: true });
  await start();

  const heading = async () => {
    const response = await fetch(`${base()}/about`);
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
  };
  expect(await heading()).toBe('Edited on the running site');

  await page.goto(`${base()}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(owner.email);
  await page.getByRole('main').locator('input[type="password"]').fill(owner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${base()}/admin`);
  await page.getByRole('tab', { name: 'Pages' }).click();
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

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyExport } from './apply';
import type { DocumentState } from '../../schemas/live-content';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { filesOfArchive } from '../test/tar';

/*
 * The repository kept in step (issue 43, item 5): the export holds content/ and site.config.ts as
 * the site serves them, each published page in the dev editor's text; applied to a checkout it
 * changes those files alone; and that checkout, built, serves the very page the running site
 * served (form stamps aside), so the deploy changes nothing a visitor sees.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PAGE = '/api/admin/content/pages/about';
const run = promisify(execFile);

let h: Harness;
let owner = '';

type Page = { blocks: { type: string; props: Record<string, unknown> }[] };

/** What differs between two answers of the same page: the signed stamps forms carry, made per request. */
const withoutStamps = (html: string) => html.replace(/name="stamp" value="[^"]*"/g, 'name="stamp" value=""');

/** What a clone of the repository holds that the build reads. */
const CHECKOUT = ['.prettierrc.json', 'content', 'public', 'src', 'scripts', 'site.config.ts', 'rsbuild.config.ts', 'tsconfig.json', 'postcss.config.cjs', 'package.json'];

/** Publishes the About page with the hero's title `title`, as the editor does: a draft, then its publish. */
async function publishTitle(site: Harness, token: string, title: string) {
  const about = (await (await site.client.call(PAGE, { token })).json()) as DocumentState & { page: Page };
  const page = structuredClone(about.page);
  page.blocks[0]!.props.title = title;
  const saved = await site.client.call(`${PAGE}/draft`, { method: 'PUT', token, json: { page, version: about.version } });
  const { version } = (await saved.json()) as { version: string };
  expect((await site.client.call(`${PAGE}/publish`, { token, json: { version } })).status).toBe(200);
}

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });
  owner = (await h.client.signUpAndIn(OWNER.email, OWNER.password, 'Olivia Owner')).accessToken;
  await publishTitle(h, owner, 'Engineers you can call by name');
}, 600_000);
afterAll(() => h?.cleanup());

describe('the export of what is published', () => {
  it('is a .tar.gz of content/ and site.config.ts, each published page over its file in the dev editor’s text', async () => {
    const res = await h.client.call('/api/admin/content/export', { token: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="site-content-[\dT:-]+Z\.tar\.gz"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = new Map([...(await filesOfArchive(Buffer.from(await res.arrayBuffer())))].map(([name, bytes]) => [name, bytes.toString('utf8')]));

    expect(files.get('site.config.ts')).toBe(await readFile(path.join(root, 'site.config.ts'), 'utf8'));
    expect(files.get('content/pages/career.json')).toBe(await readFile(path.join(root, 'content/pages/career.json'), 'utf8'));
    const about = files.get('content/pages/about.json')!;
    const file = await readFile(path.join(root, 'content/pages/about.json'), 'utf8');
    // One line differs: the title, as the dev editor would have written it.
    const changed = about.split('\n').filter((line, index) => line !== file.split('\n')[index]);
    expect(changed).toEqual(['        "title": "Engineers you can call by name",']);
    expect([...files.keys()].every((name) => name === 'site.config.ts' || name.startsWith('content/'))).toBe(true);
  });

  it('is for staff who may edit the site', async () => {
    expect((await h.client.call('/api/admin/content/export')).status).toBe(401);
  });

});

describe('an export applied to a checkout, built and deployed', () => {
  // Inside the repository's own tmp/, so the hard links below stay on one file system.
  let checkout = '';
  const build = async () => {
    const env = { ...process.env, NODE_ENV: 'production' };
    await run(path.join(checkout, 'node_modules/.bin/rsbuild'), ['build'], { cwd: checkout, env });
    await run(process.execPath, ['scripts/build/prerender.mjs'], { cwd: checkout, env });
    await run(path.join(checkout, 'node_modules/.bin/tsx'), ['scripts/build/finish-dist.ts'], { cwd: checkout, env });
  };

  beforeAll(async () => {
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    checkout = await mkdtemp(path.join(root, 'tmp', 'export-applied-'));
    for (const part of CHECKOUT) await cp(path.join(root, part), path.join(checkout, part), { recursive: true });
    // The packages inside the checkout, as a clone has them (hard links: no copy of their bytes):
    // the packages and their commands, not the caches that this run's own tools write meanwhile
    // (vitest's temporary files come and go under node_modules/.vitest-cache while this copies).
    const packages = (await readdir(path.join(root, 'node_modules'))).filter((entry) => !entry.startsWith('.') || entry === '.bin');
    await mkdir(path.join(checkout, 'node_modules'));
    await run('cp', ['-al', ...packages.map((entry) => path.join(root, 'node_modules', entry)), path.join(checkout, 'node_modules')]);
  }, 120_000);
  afterAll(async () => {
    if (checkout) await rm(checkout, { recursive: true, force: true });
  });

  it('serves the page the running site served, byte for byte but the stamps', async () => {
    // The site as deployed from the build of this checkout's sources (the checkout is their copy),
    // with a page published on it: the harness above.
    const live = withoutStamps(await (await h.client.call('/about')).text());
    expect(live).toContain('Engineers you can call by name');
    const exported = Buffer.from(await (await h.client.call('/api/admin/content/export', { token: owner })).arrayBuffer());

    // Applied: that page's file alone changes. Built, a server with nothing published serves it.
    expect(await applyExport(exported, checkout)).toMatchObject({ changed: ['content/pages/about.json'], added: [] });
    await build();
    const deployed = await startHarness({ distDir: path.join(checkout, 'dist') });
    try {
      expect(withoutStamps(await (await deployed.client.call('/about')).text())).toBe(live);
    } finally {
      await deployed.cleanup();
    }
  }, 300_000);
});

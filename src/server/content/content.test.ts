import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentState, HistoryEntry, PageSummary } from '../../schemas/live-content';
import { builtDist, ensureBuilt } from '../test/built-site';
import sharp from 'sharp';
import { form, startHarness, validApplication, type Harness } from '../test/harness';
import { PDF } from '../test/fixtures';
import { parsePage, textOf } from '../test/html';
import { versionOf } from '../../config/page-text';

/*
 * The site's pages edited on the running server (issue 43): a draft is kept and checked by the
 * build's compiler, shown to staff and never to a visitor; a publish is served from the next
 * request, kept in the history and audited; a write on a version that is no longer current is
 * refused with the current one; a restore makes a draft. Against the real build and its renderer.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PAGE = '/api/admin/content/pages/about';

let h: Harness;
let owner = '';
let fileText = '';

type Page = { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });
  owner = (await h.client.signUpAndIn(OWNER.email, OWNER.password, 'Olivia Owner')).accessToken;
  fileText = await readFile(path.resolve(import.meta.dirname, '../../../content/pages/about.json'), 'utf8');
}, 600_000);
afterAll(() => h?.cleanup());

const state = async (token = owner) => {
  const res = await h.client.call(PAGE, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentState;
};
const saveDraft = (page: unknown, version: string, token = owner) =>
  h.client.call(`${PAGE}/draft`, { method: 'PUT', token, json: { page, version } });
const publish = (version: string, token = owner) => h.client.call(`${PAGE}/publish`, { token, json: { version } });
/** The /about page as a visitor gets it: its h1. */
const visitorTitle = async () => {
  const res = await h.client.call('/about');
  expect(res.status).toBe(200);
  return textOf(parsePage(await res.text()).one('h1'));
};
const withTitle = (page: Page, title: string): Page => {
  const copy = structuredClone(page);
  const hero = copy.blocks.find((block) => block.type === 'hero')!;
  hero.props.title = title;
  return copy;
};

describe('a page on the running site', () => {
  it("answers the build's file as published, with its version, and no draft", async () => {
    const about = await state();
    expect(about.page).toEqual(JSON.parse(fileText));
    expect(about.version).toBe(versionOf(fileText));
    expect(about.publishedAt).toBeNull();
    expect(about.draft).toBeNull();
  });

  it('keeps a draft that staff see and a visitor never does, then publishes it for the next request', async () => {
    const before = await visitorTitle();
    const about = await state();
    const page = withTitle(about.page as Page, 'Engineers you can call by name');
    const saved = await saveDraft(page, about.version);
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect(version).toBe(versionOf(`${JSON.stringify(page, null, 2)}\n`));

    const drafted = await state();
    expect(drafted.draft).toMatchObject({ page, version, by: { name: 'Olivia Owner' } });
    expect(drafted.page).toEqual(about.page);
    expect(await visitorTitle()).toBe(before);
    const preview = await h.client.call(`${PAGE}/preview`, { token: owner });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(textOf(parsePage(await preview.text()).one('h1'))).toBe('Engineers you can call by name');

    const published = await publish(version);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { version: string }).version).toBe(version);
    expect(await visitorTitle()).toBe('Engineers you can call by name');
    const after = await state();
    expect(after).toMatchObject({ page, version, draft: null });
    expect(after.publishedAt).not.toBeNull();
  });

  it('keeps every publish in the history, saying what changed, then the page as deployed, and audits it', async () => {
    const history = (await (await h.client.call(`${PAGE}/history`, { token: owner })).json()) as HistoryEntry[];
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ kind: 'published', by: { name: 'Olivia Owner' } });
    // In words: the block by its kind and title, the field, what it became; no path.
    expect(history[0]!.summary).toBe("Hero 'About Us': title changed to 'Engineers you can call by name'");
    expect(history[1]).toEqual({
      kind: 'deployed',
      id: 'deployed',
      summary: 'As the site was deployed, before any change published here.',
    });
    const audit = (await h.server.db.execute(sql`SELECT action, target FROM audit_log WHERE action = 'page.published'`)) as {
      rows: unknown[];
    };
    expect(audit.rows).toEqual([{ action: 'page.published', target: 'about' }]);
  });

  it('refuses a draft or a publish based on a version no longer current, with the current one', async () => {
    const about = await state();
    const first = await saveDraft(withTitle(about.page as Page, 'First editor'), about.version);
    expect(first.status).toBe(200);
    const { version: draft } = (await first.json()) as { version: string };
    const second = await saveDraft(withTitle(about.page as Page, 'Second editor'), about.version);
    expect(second.status).toBe(409);
    const refused = (await second.json()) as { error: string; current: { version: string; page: Page } };
    expect(refused.current.version).toBe(draft);
    expect(refused.current.page.blocks.find((block) => block.type === 'hero')!.props.title).toBe('First editor');

    const stale = await publish(about.version);
    expect(stale.status).toBe(409);
    const results = await Promise.all([publish(draft), publish(draft)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await visitorTitle()).toBe('First editor');
  });

  it('refuses a page the content compiler refuses, naming the field, and changes nothing', async () => {
    const about = await state();
    const page = structuredClone(about.page) as Page;
    const hero = page.blocks.find((block) => block.type === 'hero')!;
    hero.props.title = '';
    const refused = await saveDraft(page, about.version);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { issues: { path: (string | number)[]; message: string }[] };
    const index = page.blocks.indexOf(hero);
    expect(body.issues.map((issue) => issue.path.join('.'))).toContain(`blocks.${index}.props.title`);
    expect((await state()).draft).toBeNull();
  });

  it('restores a publish from the history as a draft, leaving what is live alone', async () => {
    const history = (await (await h.client.call(`${PAGE}/history`, { token: owner })).json()) as HistoryEntry[];
    const oldest = history.findLast((entry) => entry.kind === 'published')!;
    const restored = await h.client.call(`${PAGE}/history/${oldest.id}/restore`, { method: 'POST', token: owner });
    expect(restored.status).toBe(200);
    const about = await state();
    expect((about.draft!.page as Page).blocks.find((block) => block.type === 'hero')!.props.title).toBe(
      'Engineers you can call by name',
    );
    expect(await visitorTitle()).toBe('First editor');
    // Now there is a draft: a restore without its version would lose it.
    expect((await h.client.call(`${PAGE}/history/${oldest.id}/restore`, { method: 'POST', token: owner })).status).toBe(409);
    const replaced = await h.client.call(`${PAGE}/history/${history[0]!.id}/restore`, {
      token: owner,
      json: { version: about.draft!.version },
    });
    expect(replaced.status).toBe(200);
    // The latest publish is what is live: restoring it leaves no draft.
    expect((await state()).draft).toBeNull();
    expect((await h.client.call(`${PAGE}/history/999999/restore`, { method: 'POST', token: owner })).status).toBe(404);
  });

  it('undoes the first publish too: the page as deployed is the last entry, restored as a draft and published', async () => {
    const deployedTitle = (JSON.parse(fileText) as Page).blocks.find((block) => block.type === 'hero')!.props.title;
    const restored = await h.client.call(`${PAGE}/history/deployed/restore`, { method: 'POST', token: owner });
    expect(restored.status).toBe(200);
    const about = await state();
    expect((about.draft!.page as Page).blocks.find((block) => block.type === 'hero')!.props.title).toBe(deployedTitle);
    expect(await visitorTitle()).not.toBe(deployedTitle);
    expect((await publish(about.draft!.version)).status).toBe(200);
    expect(await visitorTitle()).toBe(deployedTitle);
    const history = (await (await h.client.call(`${PAGE}/history`, { token: owner })).json()) as HistoryEntry[];
    expect(history.at(-1)!.kind).toBe('deployed');
    // Put back what the later tests expect: the publish before this one.
    const back = await h.client.call(`${PAGE}/history/${history[1]!.id}/restore`, { method: 'POST', token: owner });
    expect((await publish(((await back.json()) as { version: string }).version)).status).toBe(200);
    expect(await visitorTitle()).toBe('First editor');
  });

  it('lists every page a route shows, with when it was published and who holds a draft', async () => {
    const about = await state();
    await saveDraft(withTitle(about.page as Page, 'A draft in the list'), about.version);
    const pages = (await (await h.client.call('/api/admin/content/pages', { token: owner })).json()) as PageSummary[];
    expect(pages[0]).toMatchObject({ name: 'home', path: '/', draft: null, publishedAt: null });
    expect(pages.find((page) => page.name === 'about')).toMatchObject({
      path: '/about',
      publishedAt: about.publishedAt,
      draft: { by: { name: 'Olivia Owner' } },
    });
    expect(pages.map((page) => page.name)).not.toContain('admin');
    await saveDraft(about.page, (await state()).draft!.version);
  });

  it('keeps what is published across a restart', async () => {
    await h.restart();
    expect(await visitorTitle()).toBe('First editor');
  });

  it("lists the build's images and those uploaded, with their sizes, for the image picker", async () => {
    const listed = async () =>
      ((await (await h.client.call('/api/admin/content/images', { token: owner })).json()) as { images: { src: string; width: number; height: number }[] })
        .images;
    expect(await listed()).toContainEqual({ src: '/images/logo.svg', width: 64, height: 64 });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } }).png().toBuffer();
    const uploaded = await h.client.call('/api/uploads/images', { token: owner, form: form({}, { field: 'file', name: 'team.png', content: png, type: 'image/png' }) });
    expect(uploaded.status).toBe(201);
    const { secure_url: src } = (await uploaded.json()) as { secure_url: string };
    // The upload itself, not its resized copies.
    expect((await listed()).filter((image) => image.src.startsWith('/api/uploads/images/'))).toEqual([{ src, width: 40, height: 30 }]);
  });

  it('is for staff who may edit the site: 401 without a session, 404 for a page the build does not have', async () => {
    expect((await h.client.call(PAGE)).status).toBe(401);
    expect((await h.client.call('/api/admin/content/pages/no-such-page', { token: owner })).status).toBe(404);
  });
  it('serves /blog, whose list the server renders, as its page was last published, as every other page is', async () => {
    const BLOG = '/api/admin/content/pages/blog';
    const blog = (await (await h.client.call(BLOG, { token: owner })).json()) as DocumentState;
    const page = withTitle(blog.page as Page, 'Notes from the server room');
    const list = page.blocks.find((block) => block.type === 'blogList')!;
    list.props.readMoreLabel = 'Read the whole note';
    const saved = await h.client.call(`${BLOG}/draft`, { method: 'PUT', token: owner, json: { page, version: blog.version } });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect((await h.client.call(`${BLOG}/publish`, { token: owner, json: { version } })).status).toBe(200);

    const res = await h.client.call('/blog');
    expect(res.status).toBe(200);
    const html = parsePage(await res.text());
    expect(textOf(html.one('h1'))).toBe('Notes from the server room');
    // The list is still the server's: the built-in articles, each with the new label on its link.
    const main = textOf(html.one('main'));
    for (const post of list.props.posts as { title: string }[]) expect(main).toContain(post.title);
    expect(main).toContain('Read the whole note');
  });
});

describe('a deploy after pages were published on the running site', () => {
  let copy = '';
  let site: Harness;
  let token = '';
  const sourceFile = () => path.join(copy, 'dist-ssr', 'source', 'content', 'pages', 'about.json');
  const restart = () => site.restart();
  const served = async () => {
    const res = await site.client.call('/about');
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    // A build of its own to deploy over: the real one, copied.
    copy = await mkdtemp(path.join(tmpdir(), 'live-deploy-'));
    await cp(builtDist, path.join(copy, 'dist'), { recursive: true });
    await cp(path.join(path.dirname(builtDist), 'dist-ssr'), path.join(copy, 'dist-ssr'), { recursive: true });
    site = await startHarness({ distDir: path.join(copy, 'dist'), authRateLimit: { max: 10_000, windowMs: 60_000 } });
    token = (await site.client.signUpAndIn(OWNER.email, OWNER.password, 'Olivia Owner')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await site?.cleanup();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('keeps the live page served when the deployed file changed too, and shows both', async () => {
    const about = (await (await site.client.call(PAGE, { token })).json()) as DocumentState;
    const live = withTitle(about.page as Page, 'Edited on the running site');
    const { version } = (await (
      await site.client.call(`${PAGE}/draft`, { method: 'PUT', token, json: { page: live, version: about.version } })
    ).json()) as { version: string };
    expect((await site.client.call(`${PAGE}/publish`, { token, json: { version } })).status).toBe(200);

    const deployed = withTitle(JSON.parse(fileText) as Page, 'Changed in the repository');
    await writeFile(sourceFile(), `${JSON.stringify(deployed, null, 2)}\n`);
    await restart();
    expect(textOf(parsePage(await served()).one('h1'))).toBe('Edited on the running site');
    const both = (await (await site.client.call(PAGE, { token })).json()) as DocumentState;
    expect(both.page).toEqual(live);
    expect(both.build).toEqual({ page: deployed, version: versionOf(`${JSON.stringify(deployed, null, 2)}\n`) });
  });

  it('folds the live page away once the deployed build holds it: the prerendered page is served', async () => {
    const marker = 'prerendered by the deployed build';
    const prerendered = path.join(copy, 'dist', 'about', 'index.html');
    await writeFile(prerendered, (await readFile(prerendered, 'utf8')).replace('</main>', `<p>${marker}</p></main>`));
    const published = (await (await site.client.call(PAGE, { token })).json()) as DocumentState;
    await writeFile(sourceFile(), `${JSON.stringify(published.page, null, 2)}\n`);
    await restart();
    expect(await served()).toContain(marker);
    expect(((await (await site.client.call(PAGE, { token })).json()) as DocumentState).build).toBeNull();
  });

  it('renders a page whose job openings have closing dates for each day, never its prerendered file (issue 57)', async () => {
    const marker = 'prerendered with the roles open the day it was built';
    for (const page of ['career', 'careers']) {
      const file = path.join(copy, 'dist', page, 'index.html');
      await writeFile(file, (await readFile(file, 'utf8')).replace('</main>', `<p>${marker}</p></main>`));
    }
    const career = path.join(copy, 'dist-ssr', 'source', 'content', 'pages', 'career.json');
    const page = JSON.parse(await readFile(career, 'utf8')) as Page;
    const openings = page.blocks.find((block) => block.type === 'jobOpenings')!;
    openings.props.roles = (openings.props.roles as object[]).map((role) => ({ ...role, closesOn: '2026-12-31' }));
    await writeFile(career, `${JSON.stringify(page, null, 2)}\n`);
    await restart();
    for (const address of ['/career', '/careers']) {
      const res = await site.client.call(address);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(marker);
    }
    // Every other page is still the build's file.
    expect(await served()).toContain('prerendered by the deployed build');
  });

  it('receives a job application, as speculative, when the pages it is checked against cannot be read', async () => {
    const career = path.join(copy, 'dist-ssr', 'source', 'content', 'pages', 'career.json');
    await rm(career);
    await mkdir(career);
    const res = await site.client.call('/api/jobs/apply', {
      form: form(validApplication, { field: 'resume', name: 'cv.pdf', content: PDF }),
    });
    expect(res.status).toBe(201);
    const [latest] = (await (await site.client.call('/api/admin/applications', { token })).json()) as { openRole: boolean }[];
    expect(latest?.openRole).toBe(false);
    // And the page whose source cannot be read is served as the build prerendered it.
    await restart();
    const page = await site.client.call('/career');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('prerendered with the roles open the day it was built');
  });
});

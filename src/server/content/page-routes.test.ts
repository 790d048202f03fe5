import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentState, HistoryEntry, PageSummary, SettingsState } from '../../schemas/live-content';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { attribute, parsePage, textOf } from '../test/html';
import { filesOfArchive } from '../test/tar';

/*
 * A page's route edited on the running server (issue 43): its title, description, keywords,
 * noindex and address kept in the settings' draft and published with the page's blocks in one
 * transaction; a new page made, previewed and published whole; a page retired. Visitors, the
 * sitemap, robots.txt and the export follow what is published, never a draft.
 */

const PASSWORD = 'correct horse battery';
const SITE = '/api/admin/content/site';
const PAGES = '/api/admin/content/pages';

let h: Harness;
let owner = '';

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist, registration: 'open', authRateLimit: { max: 10_000, windowMs: 60_000 } });
  owner = (await h.client.signUpAndIn('owner@example.com', PASSWORD, 'Olivia Owner')).accessToken;
}, 600_000);
afterAll(() => h?.cleanup());

type Route = { path: string; aliases?: string[]; title: string; description: string; noindex?: boolean; keywords?: string[] };
type Settings = Omit<SettingsState, 'site' | 'draft'> & {
  site: { routes: Route[] };
  draft: { site: { routes: Route[] }; version: string } | null;
};

const settings = async (): Promise<Settings> => {
  const res = await h.client.call(SITE, { token: owner });
  expect(res.status).toBe(200);
  return (await res.json()) as Settings;
};
/** The settings' current version: the draft's, else what is published. */
const current = async () => {
  const state = await settings();
  return state.draft?.version ?? state.version;
};
const page = async (name: string) => {
  const res = await h.client.call(`${PAGES}/${name}`, { token: owner });
  expect(res.status, name).toBe(200);
  return (await res.json()) as DocumentState;
};
const changeRoute = async (path: string, changes: Record<string, unknown>) =>
  h.client.call(`${SITE}/draft/routes`, { method: 'PATCH', token: owner, json: { version: await current(), path, changes } });
const publishPage = (name: string, version: string, site?: string) =>
  h.client.call(`${PAGES}/${name}/publish`, { token: owner, json: site ? { version, site } : { version } });
const visitor = (address: string) => h.client.call(address);
const titleOf = (html: string) => textOf(parsePage(html).one('title'));
const sitemap = async () => (await (await visitor('/sitemap.xml')).text()).match(/<loc>[^<]+<\/loc>/g)!.join('\n');

describe("a page's route on the running site", () => {
  it("keeps a new title, description, keywords and noindex as a draft, then publishes them with the page's blocks", async () => {
    const about = await page('about');
    const changed = await changeRoute('/about', {
      title: 'About our team',
      description: 'Who we are: engineers in London and Kathmandu who keep small firms online, safe and quick every day.',
      keywords: ['team', 'about'],
      noindex: true,
    });
    expect(changed.status).toBe(200);
    const { version: siteVersion } = (await changed.json()) as { version: string };
    expect((await settings()).draft!.site.routes.find((route) => route.path === '/about')).toMatchObject({
      title: 'About our team',
      noindex: true,
    });
    // The draft is staff's: visitors, the sitemap and robots.txt have the published route.
    expect(titleOf(await (await visitor('/about')).text())).not.toContain('About our team');
    expect(await sitemap()).toContain('/about</loc>');
    const preview = await h.client.call(`${PAGES}/about/preview`, { token: owner });
    expect(titleOf(await preview.text())).toContain('About our team');

    // The blocks change too; one publish takes both.
    const blocks = structuredClone(about.page) as { blocks: { type: string; props: { title?: string } }[] };
    blocks.blocks[0]!.props.title = 'The people behind the service';
    const saved = await h.client.call(`${PAGES}/about/draft`, { method: 'PUT', token: owner, json: { page: blocks, version: about.version } });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    const published = await publishPage('about', version, siteVersion);
    expect(published.status).toBe(200);

    const html = await (await visitor('/about')).text();
    const head = parsePage(html);
    expect(titleOf(html)).toContain('About our team');
    expect(html).toContain('The people behind the service');
    expect(attribute(head.one('meta', { name: 'robots' }), 'content')).toContain('noindex');
    expect(attribute(head.one('meta', { name: 'keywords' }), 'content')).toBe('team, about');
    expect(await (await visitor('/robots.txt')).text()).toContain('Disallow: /about\n');
    expect(await sitemap()).not.toContain('/about</loc>');
    const state = await settings();
    expect(state.draft).toBeNull();
    expect((await page('about')).draft).toBeNull();
    const audit = (await h.server.db.execute(
      sql`SELECT action FROM audit_log WHERE action LIKE '%.published' ORDER BY id`,
    )) as { rows: { action: string }[] };
    expect(audit.rows.map((row) => row.action)).toEqual(['page.published', 'site.published']);
  });

  it('publishes a route alone (the page unchanged) and refuses one based on a settings version no longer current', async () => {
    const about = await page('about');
    const changed = await changeRoute('/about', { noindex: false });
    const { version: siteVersion } = (await changed.json()) as { version: string };
    const stale = await publishPage('about', about.version, about.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { version: siteVersion } });
    expect((await publishPage('about', about.version, siteVersion)).status).toBe(200);
    expect(await (await visitor('/robots.txt')).text()).not.toContain('Disallow: /about\n');
    expect(await sitemap()).toContain('/about</loc>');
  });

  it('serves what it has just published at once, even while its database is slow to answer (robots.txt after a publish)', async () => {
    const about = await page('about');
    const { version: siteVersion } = (await (await changeRoute('/about', { noindex: true })).json()) as { version: string };
    expect((await publishPage('about', about.version, siteVersion)).status).toBe(200);
    // The embedded database answers one transaction at a time: while this one is open, a read of the
    // published pages waits, longer than a visitor waits for it. The publish answered once this
    // instance had read what it published, so that is what the visitor gets.
    // Held open from before the visitor asks until after the answer: a read that waited for it would never end.
    let release!: () => void;
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const held = h.server.db.transaction(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          opened();
        }),
    );
    await open;
    expect(await (await visitor('/robots.txt')).text()).toContain('Disallow: /about\n');
    release();
    await held;
    const { version: back } = (await (await changeRoute('/about', { noindex: false })).json()) as { version: string };
    expect((await publishPage('about', (await page('about')).version, back)).status).toBe(200);
    expect(await (await visitor('/robots.txt')).text()).not.toContain('Disallow: /about\n');
  });

  it('moves a page, keeping its old address working, and refuses a move that would break the links to it', async () => {
    const refused = await changeRoute('/about', { path: '/about-us', keepAlias: false });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { issues: { path: (string | number)[]; message: string }[] };
    expect(body.issues).toContainEqual(
      expect.objectContaining({ path: ['navigation'], message: expect.stringContaining("goes to '/about'") as string }),
    );
    const moved = await changeRoute('/about', { path: '/about-us', keepAlias: true });
    expect(moved.status).toBe(200);
    const { version: siteVersion } = (await moved.json()) as { version: string };
    expect((await visitor('/about-us')).status).toBe(404);
    expect((await publishPage('about', (await page('about')).version, siteVersion)).status).toBe(200);
    const html = await (await visitor('/about-us')).text();
    expect(titleOf(html)).toContain('About our team');
    const old = await visitor('/about');
    expect(old.status).toBe(200);
    expect(attribute(parsePage(await old.text()).one('link', { rel: 'canonical' }), 'href')).toMatch(/\/about-us$/);
    expect(await sitemap()).toContain('/about-us</loc>');
  });

  it('refuses to change or retire a screen’s route, or a route the settings do not have', async () => {
    expect((await changeRoute('/admin', { title: 'Staff' })).status).toBe(404);
    expect((await changeRoute('/nowhere', { title: 'Nowhere' })).status).toBe(404);
    const retire = await h.client.call(`${SITE}/draft/retire`, { token: owner, json: { version: await current(), path: '/admin' } });
    expect(retire.status).toBe(404);
    expect((await settings()).draft).toBeNull();
  });
});

describe('a new page on the running site', () => {
  const DESCRIPTION = 'The firms we work with in the UK and Nepal: hosting, hardware and software partners we trust.';
  let siteVersion = '';

  it('is made as a draft with its route: listed for staff, unseen by visitors', async () => {
    const made = await h.client.call(`${SITE}/draft/pages`, {
      token: owner,
      json: { version: await current(), path: '/partners', title: 'Our partners', description: DESCRIPTION, from: null },
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const answer = (await made.json()) as { version: string; name: string };
    expect(answer.name).toBe('partners');
    siteVersion = answer.version;
    const list = (await (await h.client.call(PAGES, { token: owner })).json()) as PageSummary[];
    expect(list.find((summary) => summary.name === 'partners')).toMatchObject({ path: '/partners', live: false, publishedAt: null });
    expect(list.find((summary) => summary.name === 'about')).toMatchObject({ live: true });
    const state = await page('partners');
    expect(state.draft?.page).toMatchObject({ blocks: [{ type: 'hero', props: { title: 'Our partners', subtitle: DESCRIPTION } }] });
    expect((await visitor('/partners')).status).toBe(404);
    const preview = await h.client.call(`${PAGES}/partners/preview`, { token: owner });
    expect(preview.status).toBe(200);
    expect(titleOf(await preview.text())).toContain('Our partners');
  });

  it('refuses a taken name or address, an address no page can have, and a copy of a page that does not exist', async () => {
    const make = async (path: string, from: string | null = null) =>
      h.client.call(`${SITE}/draft/pages`, {
        token: owner,
        json: { version: await current(), path, title: 'Again', description: DESCRIPTION, from },
      });
    expect((await make('/partners')).status).toBe(422);
    expect((await make('/about')).status).toBe(422);
    expect((await make('/Not A Path')).status).toBe(422);
    expect((await make('/friends', 'nowhere')).status).toBe(404);
    expect((await settings()).draft!.version).toBe(siteVersion);
  });

  it('is not published by the settings alone, which would route to a page visitors cannot have', async () => {
    const refused = await h.client.call(`${SITE}/publish`, { token: owner, json: { version: siteVersion } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('content/pages/partners.json');
    expect((await visitor('/partners')).status).toBe(404);
  });

  it('goes live with its route in one publish: served, in the sitemap and the export', async () => {
    const state = await page('partners');
    const published = await publishPage('partners', state.draft!.version, siteVersion);
    expect(published.status).toBe(200);
    const res = await visitor('/partners');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toContain('Our partners');
    expect(html).toContain(DESCRIPTION);
    expect(await sitemap()).toContain('/partners</loc>');
    const history = (await (await h.client.call(`${PAGES}/partners/history`, { token: owner })).json()) as HistoryEntry[];
    expect(history.map((entry) => entry.kind)).toEqual(['published', 'deployed']);
    const files = await filesOfArchive(Buffer.from(await (await h.client.call('/api/admin/content/export', { token: owner })).arrayBuffer()));
    expect(JSON.parse(files.get('content/pages/partners.json')!.toString())).toMatchObject({ blocks: [{ type: 'hero' }] });
    // The route as the dev editor writes a new one: the project's Prettier, the rest of the file as it was.
    expect(files.get('site.config.ts')!.toString()).toContain(
      `    {\n      path: '/partners',\n      title: 'Our partners',\n      description: '${DESCRIPTION}',\n      page: { content: 'partners' },\n    },\n  ],\n});\n`,
    );
  });

  it('is retired: its address answers 404, and the export no longer holds it', async () => {
    const retired = await h.client.call(`${SITE}/draft/retire`, { token: owner, json: { version: await current(), path: '/partners' } });
    expect(retired.status).toBe(200);
    const { version } = (await retired.json()) as { version: string };
    expect((await visitor('/partners')).status).toBe(200);
    expect((await h.client.call(`${SITE}/publish`, { token: owner, json: { version } })).status).toBe(200);
    expect((await visitor('/partners')).status).toBe(404);
    expect(await sitemap()).not.toContain('/partners</loc>');
    const files = await filesOfArchive(Buffer.from(await (await h.client.call('/api/admin/content/export', { token: owner })).arrayBuffer()));
    expect(files.has('content/pages/partners.json')).toBe(false);
  });
});

describe('retiring a page the build prerendered', () => {
  it('refuses while something links to it, naming the link; once retired, its address is the 404 page, not the build’s file', async () => {
    const linked = await h.client.call(`${SITE}/draft/retire`, { token: owner, json: { version: await current(), path: '/connect' } });
    expect(linked.status).toBe(422);
    expect(JSON.stringify(await linked.json())).toContain("goes to '/connect'");
    expect((await visitor('/blog/network-design')).status).toBe(200);
    const retired = await h.client.call(`${SITE}/draft/retire`, {
      token: owner,
      json: { version: await current(), path: '/blog/network-design' },
    });
    expect(retired.status).toBe(200);
    const { version } = (await retired.json()) as { version: string };
    expect((await h.client.call(`${SITE}/publish`, { token: owner, json: { version } })).status).toBe(200);
    const gone = await visitor('/blog/network-design');
    expect(gone.status).toBe(404);
    const html = await gone.text();
    expect(html).toContain('Page not found');
    // The 404 page is static: no router hydrates it to show the bundled page again.
    expect(textOf(parsePage(html).one('h1'))).toBe('Page not found');
    const files = await filesOfArchive(Buffer.from(await (await h.client.call('/api/admin/content/export', { token: owner })).arrayBuffer()));
    expect(files.has('content/pages/blog-network-design.json')).toBe(false);
  });
});

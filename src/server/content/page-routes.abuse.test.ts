import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentState, SettingsState } from '../../schemas/live-content';
import { builtDist } from '../test/built-site';
import type { Harness } from '../test/harness';
import { startListeningHarness, type ListeningHarness } from '../test/listening-harness';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * A page's route, a new page and retiring one, as a broken client, a racing team or a failing
 * database uses them: malformed, cut-off and oversized changes are 4xx and change nothing; six new
 * pages made at once from one version leave one page and one route; two publishes of a page with
 * its route leave one; a client gone mid-change makes nothing; a publish of a page with its route
 * cut by a lost database publishes neither.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const SITE = '/api/admin/content/site';
const PAGES = '/api/admin/content/pages';
const DESCRIPTION = 'A page made by the abuse tests, to see what a broken or racing client can and cannot do.';
let h: Harness;
let owner = '';
let listening: ListeningHarness;

beforeAll(async () => {
  listening = await startListeningHarness(OWNER);
  ({ h, owner } = listening);
}, 600_000);
afterAll(() => listening?.stop());

const settings = async (harness: Harness, token: string) => (await (await harness.client.call(SITE, { token })).json()) as SettingsState;
/** The settings' current version: their draft's, else what is published. */
const current = async (harness = h, token = owner) => {
  const state = await settings(harness, token);
  return state.draft?.version ?? state.version;
};
const send = (method: string, path: string, body: string) =>
  h.client.call(path, { method, body, token: owner, headers: { 'Content-Type': 'application/json' } });
const newPage = (path: string, version: string) => ({ version, path, title: 'Made here', description: DESCRIPTION, from: null });

describe('malformed, truncated and oversized changes', () => {
  it('answers a cut-off or malformed body 400, a change past 256 KB 413, a wrong type 415, and changes nothing', async () => {
    const version = await current();
    const about = (await (await h.client.call(`${PAGES}/about`, { token: owner })).json()) as DocumentState;
    for (const [method, path, complete] of [
      ['PATCH', `${SITE}/draft/routes`, JSON.stringify({ version, path: '/about', changes: { title: 'Changed' } })],
      ['POST', `${SITE}/draft/pages`, JSON.stringify(newPage('/made', version))],
      ['POST', `${SITE}/draft/retire`, JSON.stringify({ version, path: '/blog/aws' })],
      ['POST', `${PAGES}/about/publish`, JSON.stringify({ version: about.version, site: version })],
    ] as const) {
      for (const body of [complete.slice(0, complete.length - 5), '{path: 1}', '{"a": 1,}', '\u0000']) {
        const res = await send(method, path, body);
        expect(res.status, `${method} ${path} ${body.slice(0, 20)}`).toBe(400);
        expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
      }
      for (const body of ['[]', '"text"', 'null', '{}']) expect((await send(method, path, body)).status, body).toBe(400);
      const typed = await h.client.call(path, { method, body: complete, token: owner, headers: { 'Content-Type': 'text/plain' } });
      expect(typed.status).toBe(415);
    }
    // Past the limit before any is read; within it, past what a form sends (50 keywords, 2000 characters a text).
    const huge = { version, path: '/about', changes: { keywords: Array.from({ length: 2000 }, () => 'k'.repeat(150)) } };
    expect((await send('PATCH', `${SITE}/draft/routes`, JSON.stringify(huge))).status).toBe(413);
    const many = { version, path: '/about', changes: { keywords: Array.from({ length: 51 }, () => 'k') } };
    expect((await send('PATCH', `${SITE}/draft/routes`, JSON.stringify(many))).status).toBe(400);
    const long = { ...newPage('/made', version), title: 't'.repeat(2001) };
    expect((await send('POST', `${SITE}/draft/pages`, JSON.stringify(long))).status).toBe(400);
    const extra = { version, path: '/about', changes: { title: 'Changed', page: { content: 'privacy' } } };
    expect((await send('PATCH', `${SITE}/draft/routes`, JSON.stringify(extra))).status).toBe(400);
    // An address that leaves content/pages/ as a file name: no page can have it.
    for (const path of ['/../../etc', '/a/../b', '/%2e%2e', `/${'a'.repeat(120)}`, '/UPPER', '/trailing/'])
      expect((await send('POST', `${SITE}/draft/pages`, JSON.stringify(newPage(path, version)))).status, path).toBe(422);
    expect((await settings(h, owner)).draft).toBeNull();
    const rows = (await h.server.db.execute(sql`SELECT count(*)::int AS n FROM content_documents WHERE name LIKE 'page:%'`)) as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});

describe('changes racing', () => {
  it('six new pages made at once from one version leave one page and one route; the others are told which version won', async () => {
    const version = await current();
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) => h.client.call(`${SITE}/draft/pages`, { token: owner, json: newPage(`/racer-${n}`, version) })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.findIndex((res) => res.status === 200);
    const state = await settings(h, owner);
    const routes = (state.draft!.site.routes as { path: string }[]).map((route) => route.path).filter((path) => path.startsWith('/racer-'));
    expect(routes).toEqual([`/racer-${winner}`]);
    const rows = (await h.server.db.execute(sql`SELECT name FROM content_documents WHERE name LIKE 'page:racer-%'`)) as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ name: `page:racer-${winner}` }]);
    for (const res of results.filter((res) => res.status === 409))
      expect(((await res.json()) as { current: { version: string } }).current.version).toBe(state.draft!.version);
  });

  it('two publishes of a page with its route at once: one 200, one 409, and the page is live once', async () => {
    const state = await settings(h, owner);
    const made = (state.draft!.site.routes as { path: string; page: { content?: string } }[]).find((route) =>
      route.path.startsWith('/racer-'),
    )!;
    const name = made.page.content!;
    const page = (await (await h.client.call(`${PAGES}/${name}`, { token: owner })).json()) as DocumentState;
    const publish = () =>
      h.client.call(`${PAGES}/${name}/publish`, { token: owner, json: { version: page.draft!.version, site: state.draft!.version } });
    const results = await Promise.all([publish(), publish()]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await h.client.call(made.path)).status).toBe(200);
    const history = (await h.server.db.execute(
      sql`SELECT document AS name FROM document_versions WHERE document IN ('site', ${`page:${name}`}) ORDER BY name`,
    )) as { rows: unknown[] };
    expect(history.rows).toEqual([{ name: `page:${name}` }, { name: 'site' }]);
  });
});

describe('a client that goes away mid-change', () => {
  it('half a new page then a closed socket makes nothing: the whole one then does', async () => {
    const body = JSON.stringify(newPage('/half', await current()));
    const status = await listening.halfThenClosed('POST', `${SITE}/draft/pages`, body);
    await expect.poll(status).toBe(400);
    expect((await settings(h, owner)).draft).toBeNull();
    const res = await listening.whole('POST', `${SITE}/draft/pages`, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'half' });
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('page_routes_faults', { distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('a new page’s publish cut as it writes: 500, neither the page nor its route live, and the publish works once back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
    const made = await faulty.client.call(`${SITE}/draft/pages`, { token, json: newPage('/cut', await current(faulty, token)) });
    expect(made.status).toBe(200);
    const { version: siteVersion } = (await made.json()) as { version: string };
    const page = (await (await faulty.client.call(`${PAGES}/cut`, { token })).json()) as DocumentState;
    const publish = () => faulty.client.call(`${PAGES}/cut/publish`, { token, json: { version: page.draft!.version, site: siteVersion } });

    lost.proxy.cutWhenSent('update "content_documents"');
    const failed = await publish();
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    expect((await faulty.client.call('/cut')).status).toBe(404);

    await lost.databaseBack();
    const history = (await faulty.server.db.execute(sql`SELECT count(*)::int AS n FROM document_versions WHERE document NOT LIKE 'post:%'`)) as { rows: unknown[] };
    expect(history.rows).toEqual([{ n: 0 }]);
    expect((await faulty.client.call('/cut')).status).toBe(404);
    expect((await publish()).status).toBe(200);
    expect((await faulty.client.call('/cut')).status).toBe(200);
  });
});

describe('text a parser might trip on (issue 59)', () => {
  it('a title or keyword holding a line or paragraph separator (U+2028, U+2029) is saved as typed, not a 500', async () => {
    const made = await send(
      'POST',
      `${SITE}/draft/pages`,
      JSON.stringify({ ...newPage('/separated', await current()), title: 'Line\u2028and paragraph\u2029separators' }),
    );
    expect(made.status, await made.clone().text()).toBeLessThan(300);
    const keywords = await send(
      'PATCH',
      `${SITE}/draft/routes`,
      JSON.stringify({ version: await current(), path: '/about', changes: { keywords: ['one\u2028two'] } }),
    );
    expect(keywords.status, await keywords.clone().text()).toBe(200);
    const routes = ((await settings(h, owner)).draft?.site as { routes?: { path: string; title: string; keywords?: string[] }[] })
      ?.routes;
    expect(routes?.find((route) => route.path === '/separated')?.title).toBe('Line\u2028and paragraph\u2029separators');
    expect(routes?.find((route) => route.path === '/about')?.keywords).toEqual(['one\u2028two']);
  });
});

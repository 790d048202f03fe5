import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentState } from '../../schemas/live-content';
import { builtDist } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { parsePage, textOf } from '../test/html';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { filesOfArchive } from '../test/tar';
import { startListeningHarness, type ListeningHarness } from '../test/listening-harness';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * The live editor's calls as a broken client, a racing team or a failing database uses them:
 * malformed, cut-off and oversized bodies are 4xx naming the problem and save nothing; names that
 * cannot be a page never reach the database; six drafts saved at once from one version leave one;
 * a client gone mid-save changes nothing, and exports taken during a publish or abandoned are whole
 * or harmless; a publish cut by a lost database publishes nothing, and
 * while the database is away visitors keep the page last published.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PAGE = '/api/admin/content/pages/about';
let site: ListeningHarness;
let h: Harness;
let owner = '';

type Page = { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;

beforeAll(async () => {
  site = await startListeningHarness(OWNER);
  ({ h, owner } = site);
}, 600_000);
afterAll(() => site?.stop());

const state = async (harness: Harness, token: string) =>
  (await (await harness.client.call(PAGE, { token })).json()) as DocumentState;
const withTitle = (page: unknown, title: string): Page => {
  const copy = structuredClone(page) as Page;
  copy.blocks.find((block) => block.type === 'hero')!.props.title = title;
  return copy;
};
const send = (method: string, path: string, body: string) =>
  h.client.call(path, { method, body, token: owner, headers: { 'Content-Type': 'application/json' } });
const title = (html: string) => textOf(parsePage(html).one('h1'));

describe('malformed, truncated and oversized bodies', () => {
  it('answers a cut-off or malformed body 400 saying it is not JSON, a page past 1 MB 413, and saves nothing', async () => {
    const about = await state(h, owner);
    const whole = JSON.stringify({ page: withTitle(about.page, 'Never saved'), version: about.version });
    for (const [method, path, complete] of [
      ['PUT', `${PAGE}/draft`, whole],
      ['POST', `${PAGE}/publish`, JSON.stringify({ version: about.version })],
    ] as const)
      await site.expectBrokenBodiesRefused(method, path, complete, '{page: 1}');
    const huge = withTitle(about.page, 'x'.repeat(1024 * 1024));
    expect((await send('PUT', `${PAGE}/draft`, JSON.stringify({ page: huge, version: about.version }))).status).toBe(413);
    expect((await send('POST', `${PAGE}/publish`, JSON.stringify({ version: 'a'.repeat(70_000) }))).status).toBe(413);
    const extra = await send('PUT', `${PAGE}/draft`, JSON.stringify({ page: about.page, version: about.version, by: 'me' }));
    expect(extra.status).toBe(400);
    const version = await send('PUT', `${PAGE}/draft`, JSON.stringify({ page: about.page, version: '../../etc' }));
    expect(Object.keys(((await version.json()) as { fields: object }).fields)).toEqual(['version']);
    expect((await state(h, owner)).draft).toBeNull();
  });

  it('answers 404 to a name or history id that cannot be one, before any query', async () => {
    for (const name of ['x'.repeat(2000), 'a%00b', '..%2F..%2Fsite.config', 'About', 'about.json'])
      expect((await h.client.call(`/api/admin/content/pages/${name}`, { token: owner })).status, name).toBe(404);
    for (const id of ['abc', '0', '1e3', '-1', '9'.repeat(40), 'Deployed', 'deployed%00'])
      expect((await h.client.call(`${PAGE}/history/${id}/restore`, { method: 'POST', token: owner })).status, id).toBe(404);
  });
});

describe('requests racing', () => {
  it('six drafts saved at once from one version leave one, and the others are told which', async () => {
    const about = await state(h, owner);
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        h.client.call(`${PAGE}/draft`, { method: 'PUT', token: owner, json: { page: withTitle(about.page, `Racer ${n}`), version: about.version } }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.findIndex((res) => res.status === 200);
    const draft = (await state(h, owner)).draft!;
    expect(withTitle(draft.page, `Racer ${winner}`)).toEqual(draft.page);
    for (const res of results.filter((res) => res.status === 409))
      expect(((await res.json()) as { current: { version: string } }).current.version).toBe(draft.version);
    // Back to what is published: no draft is left.
    expect((await h.client.call(`${PAGE}/draft`, { method: 'PUT', token: owner, json: { page: about.page, version: draft.version } })).status).toBe(200);
    expect((await state(h, owner)).draft).toBeNull();
  });

  it('exports taken while the page is published each hold one whole page, the one before or the one after', async () => {
    const about = await state(h, owner);
    const before = withTitle(about.page, 'Before the race');
    const after = withTitle(about.page, 'After the race');
    const publishTitled = async (page: Page, version: string) => {
      const saved = await h.client.call(`${PAGE}/draft`, { method: 'PUT', token: owner, json: { page, version } });
      const { version: draft } = (await saved.json()) as { version: string };
      expect((await h.client.call(`${PAGE}/publish`, { token: owner, json: { version: draft } })).status).toBe(200);
      return draft;
    };
    const published = await publishTitled(before, about.version);
    const exports = Array.from({ length: 8 }, () => h.client.call('/api/admin/content/export', { token: owner }));
    await publishTitled(after, published);
    const titles = new Set<string>();
    for (const res of await Promise.all(exports)) {
      expect(res.status).toBe(200);
      const files = await filesOfArchive(Buffer.from(await res.arrayBuffer()));
      const page = JSON.parse(files.get('content/pages/about.json')!.toString('utf8')) as Page;
      titles.add(String(page.blocks[0]!.props.title));
    }
    expect([...titles].every((seen) => seen === 'Before the race' || seen === 'After the race')).toBe(true);
  });
});

describe('a client that goes away mid-request', () => {
  it('half a draft then a closed socket saves nothing: the whole one then saves', async () => {
    const about = await state(h, owner);
    const body = JSON.stringify({ page: withTitle(about.page, 'Half a draft'), version: about.version });
    const status = await site.halfThenClosed('PUT', `${PAGE}/draft`, body);
    await expect.poll(status).toBe(400);
    expect((await state(h, owner)).draft).toBeNull();
    expect((await site.whole('PUT', `${PAGE}/draft`, body)).status).toBe(200);
  });

  it('an export abandoned before its answer is read leaves the server answering the next one', async () => {
    const from = site.logged.length;
    await rawRequest(site.http.url, async (socket) => {
      await write(socket, head('GET', '/api/admin/content/export', { Authorization: `Bearer ${owner}` }));
      socket.destroy();
    });
    await expect
      .poll(() => site.logged.slice(from).some((line) => line.msg === 'request' && line.path === '/api/admin/content/export'))
      .toBe(true);
    const res = await fetch(new URL('/api/admin/content/export', site.http.url), { headers: { Authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(200);
    expect((await filesOfArchive(Buffer.from(await res.arrayBuffer()))).has('site.config.ts')).toBe(true);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  /** The owner's token on the faulty server, registering them the first time. */
  const ownerOf = async (harness: Harness) => {
    const signedIn = await harness.client.call('/api/auth/login', { json: OWNER });
    if (signedIn.ok) return ((await signedIn.json()) as { accessToken: string }).accessToken;
    return (await harness.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
  };
  const lost = serverBehindPgProxy('content_faults', { distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('a publish cut as it writes: 500, nothing published, the last page served meanwhile, and the publish works once back', async () => {
    const faulty = lost.harness;
    const token = await ownerOf(faulty);
    const about = await state(faulty, token);
    const saveAndPublish = async (text: string, version: string) => {
      const saved = await faulty.client.call(`${PAGE}/draft`, { method: 'PUT', token, json: { page: withTitle(about.page, text), version } });
      const draft = ((await saved.json()) as { version: string }).version;
      return { draft, published: await faulty.client.call(`${PAGE}/publish`, { token, json: { version: draft } }) };
    };
    const first = await saveAndPublish('Live before the fault', about.version);
    expect(first.published.status).toBe(200);
    expect(title(await (await faulty.client.call('/about')).text())).toBe('Live before the fault');

    const second = await faulty.client.call(`${PAGE}/draft`, {
      method: 'PUT',
      token,
      json: { page: withTitle(about.page, 'Cut as it is published'), version: first.draft },
    });
    const draft = ((await second.json()) as { version: string }).version;
    lost.proxy.cutWhenSent('update "content_documents"');
    const failed = await faulty.client.call(`${PAGE}/publish`, { token, json: { version: draft } });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    // The database is away: visitors keep the page last published, not an error and not the build's.
    const meanwhile = await faulty.client.call('/about');
    expect(meanwhile.status).toBe(200);
    expect(title(await meanwhile.text())).toBe('Live before the fault');

    await lost.databaseBack();
    const history = (await faulty.server.db.execute(sql`SELECT count(*)::int AS n FROM document_versions WHERE document NOT LIKE 'post:%'`)) as { rows: unknown[] };
    expect(history.rows).toEqual([{ n: 1 }]);
    expect((await faulty.client.call(`${PAGE}/publish`, { token, json: { version: draft } })).status).toBe(200);
    expect(title(await (await faulty.client.call('/about')).text())).toBe('Cut as it is published');
  });

  it('a visitor does not wait on a database that does not answer: the pages last read are served at once', async () => {
    const faulty = lost.harness;
    const token = await ownerOf(faulty);
    const about = await state(faulty, token);
    const saved = await faulty.client.call(`${PAGE}/draft`, {
      method: 'PUT',
      token,
      json: { page: withTitle(about.page, 'Live before the lock'), version: about.version },
    });
    const { version } = (await saved.json()) as { version: string };
    expect((await faulty.client.call(`${PAGE}/publish`, { token, json: { version } })).status).toBe(200);
    expect(title(await (await faulty.client.call('/about')).text())).toBe('Live before the lock');
    // Another session holds the table (a long migration, a stuck transaction): every read of it waits.
    const holder = new pg.Client({ connectionString: lost.proxy.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE content_documents IN ACCESS EXCLUSIVE MODE');
      // Some instance says the pages changed: this one must read them again, and cannot.
      const notifier = new pg.Client({ connectionString: lost.proxy.url });
      await notifier.connect();
      await notifier.query("SELECT pg_notify('site_changes', 'content')");
      await notifier.end();
      // Once the instance has heard its own notice sent after this one (idle() waits for that), it has heard this one.
      await faulty.server.idle();
      for (const address of ['/about', '/services']) {
        const started = Date.now();
        const res = await faulty.client.call(address);
        expect(res.status, address).toBe(200);
        expect(Date.now() - started, `ms for ${address}`).toBeLessThan(1500);
        if (address === '/about') expect(title(await res.text())).toBe('Live before the lock');
      }
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });

  it('a page rendered from what was last read while a publish could not be read is not kept once it can: the next visitor gets the new page', async () => {
    const faulty = lost.harness;
    const token = await ownerOf(faulty);
    const about = await state(faulty, token);
    const publish = async (heading: string, from: string) => {
      const saved = await faulty.client.call(`${PAGE}/draft`, { method: 'PUT', token, json: { page: withTitle(about.page, heading), version: from } });
      const { version } = (await saved.json()) as { version: string };
      expect((await faulty.client.call(`${PAGE}/publish`, { token, json: { version } })).status).toBe(200);
      return version;
    };
    const before = await publish('Served before the slow read', (await state(faulty, token)).version);
    expect(title(await (await faulty.client.call('/about')).text())).toBe('Served before the slow read');
    // Published on another instance while this one cannot reach the database (its own publishes it
    // reads before they answer): it neither hears of it nor can read it.
    lost.proxy.setDatabaseDown(true);
    const other = await startHarness({ databaseUrl: lost.databaseUrl, distDir: builtDist });
    try {
      const saved = await other.client.call(`${PAGE}/draft`, {
        method: 'PUT',
        token,
        json: { page: withTitle(about.page, 'Published during the slow read'), version: before },
      });
      const { version } = (await saved.json()) as { version: string };
      expect((await other.client.call(`${PAGE}/publish`, { token, json: { version } })).status).toBe(200);
    } finally {
      await other.cleanup();
    }
    // The publish is not readable here: the visitor gets what was last read, at once.
    const started = Date.now();
    expect(title(await (await faulty.client.call('/about')).text())).toBe('Served before the slow read');
    expect(Date.now() - started).toBeLessThan(1500);
    await lost.databaseBack();
    await expect.poll(async () => title(await (await faulty.client.call('/about')).text()), { timeout: 5000 }).toBe(
      'Published during the slow read',
    );
  });
});

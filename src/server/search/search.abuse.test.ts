import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_CHARS, type SearchResults } from '../../schemas/search';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, type Harness } from '../test/harness';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { rawRequest, write } from '../test/raw-http';

/*
 * GET /api/search against what people and bots send it (issue 45): queries made of tsquery's own
 * operators and punctuation, over-long ones, nonsense pages, a burst past the limit, hundreds at
 * once while posts are written, clients that leave mid-request, and a database that goes away.
 */

let h: Harness;
let http: RunningServer;
let token = '';
const LIMIT = 40;

beforeAll(async () => {
  h = await startHarness({ searchRateLimit: { max: LIMIT, windowMs: 60_000 } });
  token = (await h.client.signUpAndIn('author@example.com', 'correct horse battery', 'Author')).accessToken;
  for (const title of ['Cloud backup for small offices', 'A VPN between London and Kathmandu'])
    expect(
      (await h.client.call('/api/blogs', { token, json: { title, content: `<p>${title}: how we do it.</p>` } })).status,
    ).toBe(201);
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
});
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
});

/** Each search from an address of its own, so only the rate-limit test meets the limit. */
let nextAddress = 1;
const search = (query: string, extra = '', address = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`) =>
  h.client.call(`/api/search?q=${encodeURIComponent(query)}${extra}`, { address });

describe('hostile queries', () => {
  const hostile = [
    '!'.repeat(MAX_SEARCH_CHARS),
    '.,;:\'"!?()[]{}<>/\\|&*^%$#@~`+=-_'.repeat(6).slice(0, MAX_SEARCH_CHARS),
    "'&|!:*",
    '!!!&&&|||:*:*:*',
    '(((((((((((',
    "cloud' & !backup | (vpn:*",
    "' or 1=1 --",
    '"unclosed phrase',
    '-',
    '- - - -',
    'or or or or',
    '\\\\\\',
    'a:* & b:A & c:*BCD',
    '\u0000cloud',
    '👍🏽 clоud', // a Cyrillic о
    'a '.repeat(100).trim(),
  ];
  it.each(hostile.map((query) => [query.slice(0, 40), query]))('%j answers 200, never 500', async (_, query) => {
    const res = await search(query);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchResults;
    expect(body.hits.length).toBeLessThanOrEqual(10);
  });

  it('a query of punctuation and operators alone finds nothing', async () => {
    for (const query of ['!'.repeat(MAX_SEARCH_CHARS), "'&|!:*", '(((((((((((', '- - - -'])
      expect(((await (await search(query)).json()) as SearchResults).total).toBe(0);
  });

  it('operators inside words are punctuation: the words around them are still found', async () => {
    const body = (await (await search("cloud'&|!:*backup")).json()) as SearchResults;
    expect(body.hits.map((hit) => hit.title)).toContain('Cloud backup for small offices');
  });
});

describe('bounds', () => {
  it(`refuses a query over ${MAX_SEARCH_CHARS} characters with a message, and takes one of exactly that many`, async () => {
    const over = await search('x'.repeat(MAX_SEARCH_CHARS + 1));
    expect(over.status).toBe(400);
    expect(((await over.json()) as { fields: Record<string, string> }).fields.q).toMatch(/at most 200 characters/);
    expect((await search('x'.repeat(MAX_SEARCH_CHARS))).status).toBe(200);
    // Spaces around it are not the visitor's words.
    expect((await search(` ${'x'.repeat(MAX_SEARCH_CHARS)} `)).status).toBe(200);
  });

  it('refuses a page that is no page number', async () => {
    for (const extra of ['&page=0', '&page=-1', '&page=abc', '&page=1.5', '&page=21', '&page=99999999999999999999'])
      expect((await search('cloud', extra)).status, extra).toBe(400);
    expect((await search('cloud', '&page=20')).status).toBe(200);
  });

  it('a long question is searched by its first eight words', async () => {
    const res = await search('cloud backup for small offices how we do it, words past the eighth not counted');
    expect(res.status).toBe(200);
    expect(((await res.json()) as SearchResults).hits.map((hit) => hit.title)).toContain('Cloud backup for small offices');
  });

  it('a query of thousands of characters in the URL is refused before it is searched', async () => {
    const res = await h.client.call(`/api/search?q=${'word%20'.repeat(5_000)}`);
    expect(res.status).toBe(400);
  });
});

describe('the rate limit', () => {
  it(`answers ${LIMIT} searches from one address, then 429 with Retry-After; another address is unaffected`, async () => {
    const answers = await Promise.all(Array.from({ length: LIMIT + 5 }, () => search('cloud', '', '192.0.2.7')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('cloud', '', '192.0.2.8')).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('a hundred searches at once while posts are published all answer, and each sees a whole index', async () => {
    const writes = Array.from({ length: 10 }, (_, i) =>
      h.client.call('/api/blogs', { token, json: { title: `Busy day ${i}`, content: '<p>The wombatron rollout.</p>' } }),
    );
    const reads = Array.from({ length: 100 }, () => search('wombatron'));
    const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);
    expect(written.map((res) => res.status)).toEqual(Array(10).fill(201));
    for (const res of read) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as SearchResults;
      // A result is a committed post, whole: its total and its hits agree.
      expect(body.hits.length).toBe(Math.min(body.total, 10));
    }
    expect(((await (await search('wombatron')).json()) as SearchResults).total).toBe(10);
  });
});

describe('clients that go away', () => {
  it('a client that leaves before the answer costs nothing, and the server answers the next at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        rawRequest(http.url, async (socket) => {
          await write(socket, `GET /api/search?q=cloud HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
          socket.destroy();
        }),
      ),
    );
    const half = await rawRequest(http.url, async (socket) => {
      await write(socket, 'GET /api/search?q=clo');
      socket.end();
    });
    expect([null, 400]).toContain(half.status);
    const res = await fetch(`${http.url}/api/search?q=cloud`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SearchResults).total).toBeGreaterThan(0);
  });
});

describe('the index itself', () => {
  const count = async (query: ReturnType<typeof sql>) =>
    ((await h.server.db.execute<{ n: number }>(query)) as { rows: { n: number }[] }).rows[0]?.n;

  it('holds the words of the published posts for look-alikes, and never a draft’s', async () => {
    await h.client.call('/api/blogs', {
      token,
      json: { title: 'Secret', content: '<p>The xylocarpine plan.</p>', status: 'draft' },
    });
    expect(await count(sql`select count(*)::int as n from search_words where word = 'wombatron'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from search_words where word like 'xylocarp%'`)).toBe(0);
  });

  it('says a post’s words as blogs_search_idx does, so the search finds posts through it and never computes them', async () => {
    const { POST_WORDS } = await import('./post-words');
    // As search.ts asks: the planner would compute every small post's words here, and every long one's at 2,000.
    const plan = await h.server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute<Record<string, string>>(
        sql`explain select id from blogs where status = 'published' and ${POST_WORDS} @@ to_tsquery('english', 'cloud')`,
      )) as { rows: Record<string, string>[] };
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('blogs_search_idx');
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('search_faults', { searchRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('a search while the database is away answers 503 with a message, and finds again once it is back', async () => {
    const faulty = lost.harness;
    const owner = (await faulty.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Owner')).accessToken;
    expect(
      (
        await faulty.client.call('/api/blogs', {
          token: owner,
          json: { title: 'Offline notes', content: '<p>The kestrelnet plan.</p>' },
        })
      ).status,
    ).toBe(201);

    lost.proxy.setDatabaseDown(true);
    const away = await faulty.client.call('/api/search?q=kestrelnet');
    expect(away.status).toBeGreaterThanOrEqual(500);
    expect(((await away.json()) as { error: string }).error).toBeTruthy();

    await lost.databaseBack();
    const back = await faulty.client.call('/api/search?q=kestrelnet');
    expect(back.status).toBe(200);
    expect(((await back.json()) as SearchResults).total).toBe(1);
  });

  it('a publish cut as it writes leaves the post unfound: the index never runs ahead of the posts', async () => {
    const faulty = lost.harness;
    const owner = (await faulty.client.signIn('owner@example.com', 'correct horse battery')).accessToken;
    lost.proxy.cutWhenSent('insert into "blogs"');
    const cut = await faulty.client.call('/api/blogs', {
      token: owner,
      json: { title: 'Cut short', content: '<p>The ptarmigix notes.</p>' },
    });
    expect(cut.status).toBeGreaterThanOrEqual(500);
    await lost.databaseBack();
    expect(((await (await faulty.client.call('/api/search?q=ptarmigix')).json()) as SearchResults).total).toBe(0);
  });
});

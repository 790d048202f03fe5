import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type ApiServer } from '../app';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, TestClient, type Harness } from '../test/harness';
import { totalsBy, dayTotals, FIREFOX, hit, IPHONE, rawHits, salts } from '../test/insights';
import { manualClock } from '../test/manual-clock';
import { halfThenClosed, head, rawRequest, write } from '../test/raw-http';

/*
 * The hit endpoint (routes.ts) and the rollup (rollup.ts) when clients misbehave or instances
 * race: a beacon always gets its 204, nothing broken is stored, a burst is counted whole, and on
 * PostgreSQL two instances count every hit once.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONDAY = Date.UTC(2031, 8, 8);

describe('bodies that are not a hit', () => {
  const clock = manualClock(MONDAY + 12 * HOUR);
  const logged: Array<Record<string, unknown>> = [];
  let h: Harness;
  let http: RunningServer;
  beforeAll(async () => {
    h = await startHarness({
      clock,
      logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await http?.shutdown('test over');
    await h?.cleanup();
  });
  // Not the salts: the instance holds today's in memory, as it would all day.
  beforeEach(async () => {
    await h.server.db.execute(sql`TRUNCATE insight_hits, insight_totals, insight_days, insight_searches, insight_not_found`);
  });

  it.each([
    ['cut off', '{"path": "/serv'],
    ['not JSON', '{path: /services}'],
    ['a trailing comma', '{"path": "/services",}'],
    ['a NUL byte', '\u0000'],
    ['an array', '["/services"]'],
    ['null', 'null'],
    ['a string', '"/services"'],
    ['empty', ''],
    ['over 2 KB', JSON.stringify({ path: '/services', padding: 'x'.repeat(3000) })],
    ['a path that is an object', '{"path": {"toString": "/"}}'],
  ])('answers 204 and stores nothing for a body %s', async (_, body) => {
    const res = await hit(h.client, body);
    expect(res.status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png'])(
    'answers 204 and stores nothing for a body sent as %s',
    async (type) => {
      const res = await hit(h.client, JSON.stringify({ path: '/services' }), { headers: { 'Content-Type': type } });
      expect(res.status).toBe(204);
      expect(await rawHits(h.server)).toEqual([]);
    },
  );

  it('answers 204 to a chunked body that runs past 2 KB, and stores nothing', async () => {
    const answer = await rawRequest(http.url, async (socket) => {
      await write(
        socket,
        head('POST', '/api/insights/hit', {
          'Content-Type': 'text/plain',
          'User-Agent': FIREFOX,
          'Transfer-Encoding': 'chunked',
        }),
      );
      const chunk = `{"path":"/x","padding":"${'x'.repeat(16 * 1024)}`;
      for (let n = 0; n < 64; n++) await write(socket, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    });
    expect(answer.status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it('answers 204 to a Content-Length over 2 KB before the body, and stores nothing', async () => {
    const answer = await rawRequest(http.url, async (socket) => {
      await write(
        socket,
        head('POST', '/api/insights/hit', {
          'Content-Type': 'application/json',
          'User-Agent': FIREFOX,
          'Content-Length': 10_000_000,
        }),
      );
    });
    expect(answer.status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it('stores nothing for a client that goes away halfway through its body, and counts the next one whole', async () => {
    const body = JSON.stringify({ path: '/services', referrer: 'https://elsewhere.example/' });
    const status = await halfThenClosed(http.url, logged, {
      method: 'POST',
      path: '/api/insights/hit',
      body,
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX },
    });
    await expect.poll(status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
    const res = await fetch(new URL('/api/insights/hit', http.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX },
      body,
    });
    expect(res.status).toBe(204);
    expect((await rawHits(h.server)).map((row) => row.referrerHost)).toEqual(['elsewhere.example']);
  });

  it('counts 200 hits sent at once, every one, with one salt for the day', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        hit(h.client, { path: `/page-${n % 7}` }, { address: `198.51.100.${n % 25}`, userAgent: n % 2 ? FIREFOX : IPHONE }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array<number>(200).fill(204));
    expect(await rawHits(h.server)).toHaveLength(200);
    expect(await salts(h.server)).toHaveLength(1);
    clock.set(MONDAY + DAY + HOUR);
    await h.server.idle();
    // 25 addresses, each with both user agents (n and n + 25 share an address, not a parity): 50 visitors.
    expect(await dayTotals(h.server)).toEqual([expect.objectContaining({ pageviews: 200, visitors: 50 })]);
    expect((await totalsBy(h.server, 'page')).reduce((sum, row) => sum + row.pageviews, 0)).toBe(200);
    clock.set(MONDAY + 12 * HOUR);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  const clock = manualClock(MONDAY + 12 * HOUR);
  let h: Harness;
  let other: ApiServer;
  beforeAll(async () => {
    h = await startHarness({ clock });
    other = await createApp({ clock, dataDir: `${h.dataDir}-b`, databaseUrl: h.databaseUrl, distDir: null, logLevel: 'silent' });
  });
  afterAll(async () => {
    await other?.close();
    await h?.cleanup();
  });

  it('count every hit once, though both receive hits and both roll up at the same moment, day after day', async () => {
    const clients = [h.client, new TestClient(other)];
    const expected: Array<{ day: string; pageviews: number; visitors: number }> = [];
    for (let d = 0; d < 4; d++) {
      const noon = MONDAY + d * DAY + 12 * HOUR;
      clock.set(noon);
      // 30 visitors (address by n % 30), each seen by both instances: one salt for the day, one hash each.
      const hits = 60 + d * 10;
      const answers = await Promise.all(
        Array.from({ length: hits }, (_, n) =>
          hit(clients[n % 2]!, { path: `/p${n % 5}` }, { address: `203.0.113.${n % 30}`, userAgent: FIREFOX }),
        ),
      );
      expect(answers.every((res) => res.status === 204)).toBe(true);
      expected.push({ day: new Date(noon).toISOString().slice(0, 10), pageviews: hits, visitors: 30 });
      // Midnight passes for both at once: both instances' timers fire, both look for the day.
      clock.set(noon + 12 * HOUR + HOUR);
      await Promise.all([h.server.idle(), other.idle()]);
    }
    const days = (await dayTotals(h.server)).map(({ day, pageviews, visitors }) => ({ day, pageviews, visitors }));
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual(expected);
    const daily = await totalsBy(h.server, 'page');
    expect(daily.reduce((sum, row) => sum + row.pageviews, 0)).toBe(expected.reduce((sum, row) => sum + row.pageviews, 0));
    expect(daily).toHaveLength(4 * 5);
    expect(await rawHits(h.server)).toEqual([]);
    expect(await salts(h.server)).toEqual([]);
  });

  it('roll a day up once when both start its rollup in the same instant', async () => {
    const { rollUpNextDay } = await import('./rollup');
    const noon = MONDAY + 10 * DAY + 12 * HOUR;
    clock.set(noon);
    for (let n = 0; n < 40; n++) await hit(n % 2 ? h.client : new TestClient(other), { path: '/' }, { address: `192.0.2.${n}` });
    const after = noon + DAY;
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => rollUpNextDay(n % 2 ? h.server.db : other.db, after)));
    expect(results.filter((result) => result !== null && result !== 'elsewhere')).toHaveLength(1);
    expect((await dayTotals(h.server)).filter((row) => row.day === '2031-09-18')).toEqual([
      expect.objectContaining({ pageviews: 40, visitors: 40 }),
    ]);
  });
});

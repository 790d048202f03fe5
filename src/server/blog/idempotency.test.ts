import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import { IDEMPOTENCY_WINDOW_MS } from '../http/idempotency';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * POST /api/blogs with an Idempotency-Key: a create retried after its answer was lost (the editor's
 * "offline" retry) makes one post, whatever the timing; the same key with another body is refused.
 */

let h: Harness;
let http: RunningServer;
const logged: Array<Record<string, unknown>> = [];
let token: string;
let other: string;
const clock = manualClock(Date.parse('2026-03-02T08:00:00Z'));

beforeAll(async () => {
  h = await startHarness({
    clock,
    registration: 'open',
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
  token = (await h.client.signUpAndIn('owner@example.com')).accessToken;
  await h.client.signUpAndIn('editor@example.com');
  await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = 'editor@example.com'`);
  other = (await h.client.signIn('editor@example.com', 'correct horse battery')).accessToken;
});
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
});

const draft = (title: string) => ({ title, content: '<p>Typed</p>', status: 'draft' });
const create = (json: unknown, key?: string, as = token) =>
  h.client.call('/api/blogs', { json, token: as, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const titled = async (title: string) => {
  const res = await h.client.call(`/api/admin/blogs?q=${encodeURIComponent(title)}&limit=100`, { token });
  return ((await res.json()) as { posts: Post[] }).posts.filter((post) => post.title === title);
};

describe('POST /api/blogs with an Idempotency-Key', () => {
  it('answers a retry with the first answer, marked as replayed, and stores one post', async () => {
    const first = await create(draft('Retried'), 'key-retried');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(draft('Retried'), 'key-retried');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await titled('Retried')).toHaveLength(1);
  });

  it('makes one post of ten requests with one key sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(draft('Raced'), 'key-raced')));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (res) => ((await res.json()) as Post)._id)));
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await titled('Raced')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    expect((await create(draft('Keyed once'), 'key-reused')).status).toBe(201);
    const refused = await create(draft('Another post'), 'key-reused');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/another body/);
    expect(await titled('Another post')).toHaveLength(0);
  });

  it("keeps each account's keys apart, and makes a new post for a key older than 24 hours", async () => {
    expect((await create(draft('Shared key'), 'key-shared')).status).toBe(201);
    const theirs = await create(draft('Shared key'), 'key-shared', other);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await titled('Shared key')).toHaveLength(2);
    clock.advance(IDEMPOTENCY_WINDOW_MS + 1_000);
    const later = await create(draft('Shared key'), 'key-shared');
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await titled('Shared key')).toHaveLength(3);
  });

  it('creates as before without a key, and refuses a malformed or oversized key (400) before writing', async () => {
    await create(draft('Unkeyed'));
    await create(draft('Unkeyed'));
    expect(await titled('Unkeyed')).toHaveLength(2);
    for (const key of ['two words', 'é', 'k'.repeat(256)]) {
      const res = await create(draft('Bad key'), key);
      expect(res.status, key).toBe(400);
    }
    expect(await titled('Bad key')).toHaveLength(0);
  });

  it('claims nothing for a body cut off on its way: the retry with its key creates the post', async () => {
    const body = JSON.stringify(draft('Cut off'));
    const from = logged.length;
    await rawRequest(http.url, async (socket) => {
      const headers = {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': 'key-cut',
      };
      await write(socket, head('POST', '/api/blogs', headers));
      await write(socket, body.slice(0, 20));
      socket.destroy();
    });
    await expect
      .poll(() => logged.slice(from).find((line) => line.msg === 'request' && line.path === '/api/blogs')?.status)
      .toBe(400);
    const retried = await create(draft('Cut off'), 'key-cut');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await titled('Cut off')).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { PreviewLink, RevisionSummary } from '../../schemas/blog-revisions';
import { blogPreviews, blogs } from '../db/schema';
import { listRevisions } from './revisions';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * The publishing endpoints (save, autosave, history, restore, preview links) as a bad connection,
 * a broken client or a racing administrator uses them: whatever arrives, the answer is for that
 * request alone, a post is saved whole or not at all, and its history stays one line of versions.
 */

let h: Harness;
let http: RunningServer;
let token = '';
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({
    distDir: builtDist,
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  token = (await h.client.signUpAndIn('publisher@example.com', 'correct horse battery', 'Publisher')).accessToken;
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
}, 600_000);
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
});

type Call = (path: string, init?: { method?: string; json?: unknown; body?: string }) => Promise<Response>;
const api =
  (harness: () => Harness, as: () => string): Call =>
  (path, init = {}) =>
    harness().client.call(path, {
      method: init.method ?? 'POST',
      token: as(),
      ...(init.json === undefined ? {} : { json: init.json }),
      ...(init.body === undefined ? {} : { body: init.body, headers: { 'Content-Type': 'application/json' } }),
    });
const call = api(
  () => h,
  () => token,
);

/** A draft saved three times (titles One, Two, Three): its revisions, oldest first. */
async function postWithHistory(send: Call = call) {
  const created = await send('/api/blogs', { json: { title: 'One', content: '<p>One</p>', status: 'draft' } });
  expect(created.status).toBe(201);
  const post = (await created.json()) as Post;
  for (const [version, title] of [
    [1, 'Two'],
    [2, 'Three'],
  ] as const) {
    expect((await send(`/api/blogs/${post._id}`, { method: 'PUT', json: { title, version } })).status).toBe(200);
  }
  const res = await send(`/api/admin/blogs/${post._id}/revisions`, { method: 'GET' });
  const revisions = ((await res.json()) as RevisionSummary[]).reverse();
  expect(revisions.map((revision) => revision.title)).toEqual(['One', 'Two', 'Three']);
  return { id: post._id, revisions };
}

/** The post's row, every revision (oldest first) and every preview link row, as the database holds them. */
async function stored(harness: Harness, id: string) {
  const [post] = await harness.server.db.select().from(blogs).where(eq(blogs.id, id));
  const revisions = (await listRevisions(harness.server.db, id)).reverse();
  const previews = await harness.server.db.select().from(blogPreviews).where(eq(blogPreviews.blogId, id));
  return { post, revisions, previews };
}

const autosaveBody = (version: number) => ({ title: 'Typed', content: '<p>Typed in the editor</p>', version });

/** Each publishing endpoint a client sends a body to (restore and preview take no fields, but may be sent `{}`). */
const BODIES = [
  ['restore', 'POST', (id: string, revisionId: string) => `/api/admin/blogs/${id}/revisions/${revisionId}/restore`],
  ['autosave', 'PUT', (id: string) => `/api/admin/blogs/${id}/autosave`],
  ['save', 'PUT', (id: string) => `/api/blogs/${id}`],
  ['preview', 'POST', (id: string) => `/api/admin/blogs/${id}/preview`],
] as const;

describe('a client that goes away mid-request', () => {
  it.each(BODIES)(
    '%s: half a body then a closed socket saves nothing, and the next request is answered',
    async (_, method, path) => {
      const { id, revisions } = await postWithHistory();
      const before = await stored(h, id);
      const url = path(id, revisions[0]?.id ?? '');
      const body = JSON.stringify({ ...autosaveBody(3), note: 'x'.repeat(2000) });
      const from = logged.length;
      await rawRequest(http.url, async (socket) => {
        const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length, Authorization: `Bearer ${token}` };
        await write(socket, head(method, url, headers));
        await write(socket, body.slice(0, body.length / 2));
        socket.destroy();
      });
      // Read as far as it came, then given up: the cut-off body's 400, never the request's success.
      await expect.poll(() => logged.slice(from).find((line) => line.msg === 'request' && line.path === url)?.status).toBe(400);
      expect(await stored(h, id)).toEqual(before);
      const next = await fetch(new URL(`/api/admin/blogs/${id}/revisions`, http.url), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(next.status).toBe(200);
      expect(await next.json()).toHaveLength(before.revisions.length);
    },
  );
});

describe('a truncated or malformed JSON body', () => {
  it.each(BODIES)('%s: answered 400 saying the body is not JSON, and nothing changes', async (_, method, path) => {
    const { id, revisions } = await postWithHistory();
    const before = await stored(h, id);
    const url = path(id, revisions[0]?.id ?? '');
    const whole = JSON.stringify(autosaveBody(3));
    for (const body of [whole.slice(0, whole.length - 5), "{title: 'Typed'}", '{"version": 3,}', '\u0000']) {
      const res = await call(url, { method, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
    }
    expect(await stored(h, id)).toEqual(before);
  });

  it('restore and preview take no fields: no body or an empty object does the work, anything but an object is refused', async () => {
    const { id, revisions } = await postWithHistory();
    const restore = `/api/admin/blogs/${id}/revisions/${revisions[0]?.id ?? ''}/restore`;
    const before = await stored(h, id);
    for (const json of [[], 'days', null]) {
      for (const url of [restore, `/api/admin/blogs/${id}/preview`]) {
        const res = await call(url, { json });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: 'This request takes no fields: send no body, or an empty JSON object' });
      }
    }
    const form = await h.client.call(restore, { method: 'POST', token, body: 'note=1' });
    expect(form.status).toBe(415);
    expect(await stored(h, id)).toEqual(before);
    expect((await call(restore)).status).toBe(200);
    expect((await call(restore, { json: {} })).status).toBe(200);
    expect((await call(`/api/admin/blogs/${id}/preview`)).status).toBe(201);
  });
});

describe('two different revisions of one post restored at once', () => {
  it('four restores racing are each answered once, each recorded as its own revision, with a version of its own', async () => {
    const { id, revisions } = await postWithHistory();
    const [one, two] = revisions;
    const answers = await Promise.all(
      [one, two, one, two].map((revision) => call(`/api/admin/blogs/${id}/revisions/${revision?.id ?? ''}/restore`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const posts = (await Promise.all(answers.map((answer) => answer.json()))) as Post[];
    expect(posts.map((post) => post.version).sort((a, b) => a - b)).toEqual([4, 5, 6, 7]);
    const { post, revisions: rows } = await stored(h, id);
    // The post is what the last restore made of it.
    const last = posts.find((answer) => answer.version === 7);
    expect(post).toMatchObject({ version: 7, title: last?.title });
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const restores = rows.slice(3);
    expect(restores.every((row) => row.event === 'restore')).toBe(true);
    for (const row of restores) {
      const answer = posts.find((candidate) => candidate.version === row.version);
      expect(row.title).toBe(answer?.title);
      expect(row.title).toBe(row.restoredFrom === one?.id ? 'One' : 'Two');
    }
  });
});

describe('a preview link read while it is revoked', () => {
  it('answers 404 to every read that starts after DELETE has answered 204', async () => {
    const { id } = await postWithHistory();
    const link = (await (await call(`/api/admin/blogs/${id}/preview`)).json()) as PreviewLink;
    let revoked = false;
    const afterRevoke: number[] = [];
    let shown = 0;
    // The revocation comes once the readers have been shown the post four times, however long that
    // takes on a busy machine (the first read renders the page): mid-reading, never before it. A
    // link that never shows the post leaves the test to fail at its timeout.
    let showing = () => {};
    const shownFourTimes = new Promise<void>((resolve) => {
      showing = resolve;
    });
    const reader = async () => {
      for (let after = 0; after < 10;) {
        const startedAfterRevoke = revoked;
        const res = await fetch(new URL(link.url, http.url));
        await res.arrayBuffer();
        if (startedAfterRevoke) {
          afterRevoke.push(res.status);
          after += 1;
        } else if (res.status === 200 && ++shown === 4) showing();
      }
    };
    const revoke = async () => {
      try {
        await shownFourTimes;
        const res = await call(`/api/admin/blogs/${id}/preview`, { method: 'DELETE' });
        expect(res.status).toBe(204);
      } finally {
        // Set even when the revocation failed, so the readers end and the test fails instead of hanging.
        revoked = true;
      }
    };
    await Promise.all([reader(), reader(), reader(), revoke()]);
    expect(afterRevoke).toEqual(Array(30).fill(404));
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost mid-save (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('publishing_faults');
  let faulty: Harness;
  let faultyToken = '';
  const faultyCall = api(
    () => faulty,
    () => faultyToken,
  );

  beforeAll(async () => {
    faulty = lost.harness;
    faultyToken = (await faulty.client.signUpAndIn('faults@example.com', 'correct horse battery', 'Faults')).accessToken;
  });

  it.each([
    ['autosave', 'PUT', (id: string) => `/api/admin/blogs/${id}/autosave`, autosaveBody(3), 'insert into "document_versions"'],
    [
      'restore',
      'POST',
      (id: string, revisionId: string) => `/api/admin/blogs/${id}/revisions/${revisionId}/restore`,
      undefined,
      'insert into "document_versions"',
    ],
    ['preview', 'POST', (id: string) => `/api/admin/blogs/${id}/preview`, undefined, 'insert into "blog_previews"'],
  ] as const)(
    '%s: 5xx with a plain message, nothing half-saved, and the same request works once the database is back',
    async (_, method, path, json, statement) => {
      const { id, revisions } = await postWithHistory(faultyCall);
      const before = await stored(faulty, id);
      const url = path(id, revisions[0]?.id ?? '');
      lost.proxy.cutWhenSent(statement);
      const failed = await faultyCall(url, { method, json });
      expect(lost.proxy.databaseDown).toBe(true);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(((await failed.json()) as { error: string }).error).toBe(
        'Something went wrong on our side. Please try again later.',
      );
      // While it is away, a request is answered at once the same way, not left hanging.
      const whileDown = await faultyCall(`/api/admin/blogs/${id}/revisions`, { method: 'GET' });
      expect(whileDown.status).toBe(500);
      await lost.databaseBack();
      expect(await stored(faulty, id)).toEqual(before);
      const retried = await faultyCall(url, { method, json });
      expect(retried.status).toBeLessThan(300);
      const after = await stored(faulty, id);
      const added = statement.includes('versions') ? 'revisions' : 'previews';
      expect(after[added].length).toBe(before[added].length + 1);
    },
  );
});

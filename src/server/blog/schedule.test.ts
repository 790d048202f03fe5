import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { RevisionSummary } from '../../schemas/blog-revisions';
import type { ErrorBody } from '../../schemas/errors';
import { createApp } from '../app';
import { startHarness, TestClient, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { SCHEDULER_MAX_WAIT_MS } from './schedule';

/*
 * Scheduled posts, with a clock the test moves: nowhere public before their time, everywhere at
 * it (the list, the post, the sitemap and the feed, cached or not), with no request or restart.
 */

const clock = manualClock(Date.parse('2026-03-01T12:00:00Z'));
const HOUR = 60 * 60 * 1000;
let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness({ clock });
  token = (await h.client.signUpAndIn('scheduler@example.com', 'correct horse battery', 'Scheduler')).accessToken;
});
afterAll(() => h.cleanup());

const at = (ms: number) => new Date(clock.now() + ms).toISOString();
const create = (json: Record<string, unknown>) => h.client.call('/api/blogs', { json, token });
const put = (id: string, json: Record<string, unknown>) => h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token });
/** Where a reader, a crawler or a feed reader might find the post. */
const publicly = async (post: Post) => ({
  list: ((await (await h.client.call('/api/blogs')).json()) as Post[]).some((p) => p._id === post._id),
  post: (await h.client.call(`/api/blogs/${post.slug}`)).status,
  sitemap: (await (await h.client.call('/sitemap.xml')).text()).includes(`/blog/${post.slug}<`),
  feed: (await (await h.client.call('/blog/rss.xml')).text()).includes(`/blog/${post.slug}<`),
});
const nowhere = { list: false, post: 404, sitemap: false, feed: false };
const everywhere = { list: true, post: 200, sitemap: true, feed: true };
/**
 * Lets time pass: once the scheduler has taken in the writes so far (as it would in the moments
 * after them), moves the clock, then waits for whatever that set off to finish.
 */
const advance = async (ms: number) => {
  await h.server.idle();
  clock.advance(ms);
  await h.server.idle();
};

describe('a scheduled post', () => {
  it('is nowhere public before its time and everywhere at it, with no request or restart', async () => {
    const res = await create({
      title: 'Monday at nine',
      content: '<p>Planned</p>',
      status: 'scheduled',
      publishedDate: at(HOUR),
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as Post;
    expect(post).toMatchObject({ status: 'scheduled', publishedDate: at(HOUR) });
    // Read once, so every cache holds the answer without it.
    expect(await publicly(post)).toEqual(nowhere);
    await advance(HOUR - 1);
    expect(await publicly(post)).toEqual(nowhere);

    await advance(1);
    expect(await publicly(post)).toEqual(everywhere);
    const live = (await (await h.client.call(`/api/blogs/${post.slug}`)).json()) as Post;
    // It keeps the time it was scheduled for, and its history says it went out.
    expect(live).toMatchObject({ status: 'published', publishedDate: post.publishedDate, version: 2 });
    const [latest] = (await (
      await h.client.call(`/api/admin/blogs/${post._id}/revisions`, { token })
    ).json()) as RevisionSummary[];
    expect(latest).toMatchObject({ event: 'publish', status: 'published', author: { username: 'Scheduler' } });
  });

  it('goes out at its time when it was scheduled after the timer was set for a later one', async () => {
    const later = (await (
      await create({ title: 'Later', content: 'x', status: 'scheduled', publishedDate: at(10 * HOUR) })
    ).json()) as Post;
    // Sooner than the scheduler's next look: the write itself must bring the timer forward.
    const sooner = (await (
      await create({ title: 'Sooner', content: 'x', status: 'scheduled', publishedDate: at(30_000) })
    ).json()) as Post;
    await advance(29_999);
    expect(await publicly(sooner)).toEqual(nowhere);
    await advance(1);
    expect(await publicly(sooner)).toEqual(everywhere);
    expect(await publicly(later)).toEqual(nowhere);
    // Never waits longer than a minute between looks, whatever it expects.
    expect(clock.pending).toBe(1);
    await advance(SCHEDULER_MAX_WAIT_MS);
    expect(clock.pending).toBe(1);
    expect(await publicly(later)).toEqual(nowhere);
  });

  it('returns to draft when unscheduled, and can be rescheduled or published at once', async () => {
    const post = (await (
      await create({ title: 'Changed plans', content: 'x', status: 'scheduled', publishedDate: at(HOUR) })
    ).json()) as Post;
    const draft = (await (await put(post._id, { status: 'draft' })).json()) as Post;
    expect(draft.status).toBe('draft');
    await advance(2 * HOUR);
    expect(await publicly(post)).toEqual(nowhere);
    const rescheduled = (await (await put(post._id, { status: 'scheduled', publishedDate: at(HOUR) })).json()) as Post;
    expect(rescheduled).toMatchObject({ status: 'scheduled', publishedDate: at(HOUR) });
    // Another edit keeps its time.
    expect(((await (await put(post._id, { title: 'Changed plans again' })).json()) as Post).publishedDate).toBe(at(HOUR));
    const now = (await (await put(post._id, { status: 'published' })).json()) as Post;
    expect(now).toMatchObject({ status: 'published', publishedDate: new Date(clock.now()).toISOString() });
    const events = (
      (await (await h.client.call(`/api/admin/blogs/${post._id}/revisions`, { token })).json()) as RevisionSummary[]
    ).map((revision) => revision.event);
    expect(events).toEqual(['publish', 'update', 'schedule', 'unschedule', 'create']);
  });

  it('refuses a time in the past, now, absurdly far away, missing, malformed, or given with another status', async () => {
    const post = (await (await create({ title: 'Refusals', content: 'x', status: 'draft' })).json()) as Post;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ status: 'scheduled', publishedDate: at(-1000) }, /in the future/],
      [{ status: 'scheduled', publishedDate: at(0) }, /in the future/],
      [{ status: 'scheduled', publishedDate: at(6 * 366 * 24 * HOUR) }, /within 5 years/],
      [{ status: 'scheduled', publishedDate: '+275760-09-13T00:00:00.000Z' }, /date and time/],
      [{ status: 'scheduled' }, /Choose when/],
      [{ status: 'scheduled', publishedDate: 'next monday' }, /date and time/],
      [{ status: 'scheduled', publishedDate: 1767225600000 }, /must be text/],
      [{ status: 'scheduled', publishedDate: '2026-03-02T09:00:00' }, /date and time/],
      [{ status: 'published', publishedDate: at(HOUR) }, /only taken with status "scheduled"/],
      [{ publishedDate: at(HOUR) }, /only taken with status "scheduled"/],
    ];
    for (const [json, message] of cases) {
      for (const res of [await put(post._id, json), await create({ title: 'Refused', content: 'x', ...json })]) {
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(((await res.json()) as ErrorBody).fields?.publishedDate, JSON.stringify(json)).toMatch(message);
      }
    }
    expect(((await (await h.client.call(`/api/admin/blogs?q=Refused`, { token })).json()) as { total: number }).total).toBe(0);
    // Five years to the day is still a plan.
    expect((await put(post._id, { status: 'scheduled', publishedDate: at(5 * 365 * 24 * HOUR) })).status).toBe(200);
  });

  it('goes out when the server starts, if its time came while the server was down', async () => {
    const restartClock = manualClock(clock.now());
    const dataDir = h.dataDir;
    const post = (await (
      await create({ title: 'While down', content: 'x', status: 'scheduled', publishedDate: at(HOUR) })
    ).json()) as Post;
    await h.server.close();
    restartClock.advance(2 * HOUR);
    // Same data, no timer of its own yet: the start alone must publish it.
    h.server = await createApp({ dataDir, databaseUrl: h.databaseUrl, distDir: null, logLevel: 'silent', clock: restartClock });
    h.client = new TestClient(h.server);
    expect(await publicly(post)).toEqual(everywhere);
  });
});

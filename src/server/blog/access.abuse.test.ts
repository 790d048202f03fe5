import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import { startHarness, type Harness } from '../test/harness';

/*
 * Who may change a post, under pressure: a contributor racing the editor who publishes their draft,
 * a role taken away between two calls, and a burst of one contributor's saves to someone else's post.
 */

const PASSWORD = 'correct horse battery';
let h: Harness;
let editor: string;
let contributor: { token: string; id: string };

beforeAll(async () => {
  h = await startHarness({ registration: 'open', authRateLimit: { max: 10_000, windowMs: 60_000 } });
  await h.client.signUpAndIn('owner@example.com', PASSWORD, 'Owner');
  await h.client.signUpAndIn('editor@example.com', PASSWORD, 'Editor');
  await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = 'editor@example.com'`);
  editor = (await h.client.signIn('editor@example.com', PASSWORD)).accessToken;
  const signedIn = await h.client.signUpAndIn('writer@example.com', PASSWORD, 'Writer');
  contributor = { token: signedIn.accessToken, id: signedIn.user.id };
});
afterAll(() => h.cleanup());

const draftBy = async (token: string) => {
  const res = await h.client.call('/api/blogs', {
    token,
    json: { title: 'A draft', content: '<p>First words</p>', status: 'draft' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Post;
};
const put = (id: string, token: string, json: object) => h.client.call(`/api/blogs/${id}`, { method: 'PUT', token, json });

describe("a contributor's draft", () => {
  it('is theirs to change until the editor publishes it, whichever of the two saves arrives first', async () => {
    for (let round = 0; round < 10; round += 1) {
      const draft = await draftBy(contributor.token);
      const [publish, change] = await Promise.all([
        put(draft._id, editor, { status: 'published' }),
        put(draft._id, contributor.token, { title: `Changed ${round}` }),
      ]);
      expect(publish.status).toBe(200);
      const final = (await (await h.client.call(`/api/blogs/${draft._id}`)).json()) as Post;
      expect(final.status).toBe('published');
      // Either the contributor saved first (and the editor published what they wrote), or the post
      // was out already and their save was refused: never a change to a published post by them.
      if (change.status === 200) {
        expect(final.title).toBe(`Changed ${round}`);
        expect(((await change.json()) as Post).status).toBe('draft');
      } else {
        expect(change.status).toBe(403);
        expect(final.title).toBe('A draft');
      }
    }
  });

  it("cannot be slipped past the rule by a burst of one contributor's saves to someone else's post", async () => {
    const others = await draftBy(editor);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(others._id, contributor.token, { title: `Taken ${i}`, status: 'draft' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 403));
    const kept = (await (await h.client.call(`/api/admin/blogs?q=A+draft`, { token: editor })).json()) as { posts: Post[] };
    expect(kept.posts.find((post) => post._id === others._id)?.title).toBe('A draft');
  });
});

describe('a role taken away', () => {
  it('counts from the very next call, with the access token signed before it', async () => {
    await h.server.db.execute(sql`UPDATE users SET role = 'author' WHERE id = ${contributor.id}`);
    const published = await h.client.call('/api/blogs', {
      token: contributor.token,
      json: { title: 'Out', content: '<p>x</p>' },
    });
    expect(published.status).toBe(201);
    await h.server.db.execute(sql`UPDATE users SET role = 'contributor' WHERE id = ${contributor.id}`);
    const again = await h.client.call('/api/blogs', {
      token: contributor.token,
      json: { title: 'Out again', content: '<p>x</p>' },
    });
    expect(again.status).toBe(403);
    // Their own post, published while they were an author, is now an editor's to change.
    const change = await put(((await published.json()) as Post)._id, contributor.token, { title: 'Changed' });
    expect(change.status).toBe(403);
  });
});

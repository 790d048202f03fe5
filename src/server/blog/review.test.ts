import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import type { AdminBlogList, Post } from '../../schemas/blog';
import type { RevisionSummary } from '../../schemas/blog-revisions';
import type { ErrorBody } from '../../schemas/errors';
import type { SearchResults } from '../../schemas/search';
import type { Role } from '../../schemas/roles';
import { startHarness, type Harness } from '../test/harness';
import { startMailCatcher } from '../test/smtp';

/*
 * Review for contributors: the author of a draft submits it and everyone who may publish it is
 * mailed; one of them publishes it or sends it back with a note, and its author is mailed and reads
 * the note on their draft. Each role as the contract says, through a real SMTP server.
 */

const PASSWORD = 'correct horse battery';
/** The staff: one of each role, a second contributor, and an editor whose account is suspended. */
const PEOPLE = {
  owner: { role: 'owner', name: 'Olivia Owner' },
  administrator: { role: 'administrator', name: 'Adam Administrator' },
  editor: { role: 'editor', name: 'Erin Editor' },
  author: { role: 'author', name: 'Aisha Author' },
  contributor: { role: 'contributor', name: 'Carl Contributor' },
  other: { role: 'contributor', name: 'Cora Contributor' },
  suspended: { role: 'editor', name: 'Sam Suspended' },
} as const satisfies Record<string, { role: Role; name: string }>;
type Person = keyof typeof PEOPLE;
const emailOf = (person: Person) => `${person}@example.com`;

let h: Harness;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
const tokens = {} as Record<Person, string>;

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startHarness({ smtpUrl: mail.url, registration: 'open', authRateLimit: { max: 10_000, windowMs: 60_000 } });
  for (const [person, { role, name }] of Object.entries(PEOPLE) as Array<[Person, (typeof PEOPLE)[Person]]>) {
    await h.client.signUpAndIn(emailOf(person), PASSWORD, name);
    if (role !== 'owner') await h.server.db.execute(sql`UPDATE users SET role = ${role} WHERE email = ${emailOf(person)}`);
    tokens[person] = (await h.client.signIn(emailOf(person), PASSWORD)).accessToken;
  }
  await h.server.db.execute(sql`UPDATE users SET suspended_at = now() WHERE email = ${emailOf('suspended')}`);
});
afterAll(async () => {
  await h?.cleanup();
  await mail?.close();
});

const call = (person: Person, path: string, options: { method?: string; json?: unknown } = {}) =>
  h.client.call(path, { token: tokens[person], ...options });
const submit = (person: Person, id: string, json?: unknown) =>
  call(person, `/api/admin/blogs/${id}/submit`, { method: 'POST', ...(json === undefined ? {} : { json }) });
const sendBack = (person: Person, id: string, json: unknown) =>
  call(person, `/api/admin/blogs/${id}/return`, { method: 'POST', json });

/** A draft by `person`. */
async function draftBy(person: Person, title: string): Promise<Post> {
  const res = await call(person, '/api/blogs', { json: { title, content: `<p>${title}, in full.</p>`, status: 'draft' } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Post;
}

/** A draft by `person`, submitted for review. */
async function inReview(person: Person, title: string, note = ''): Promise<Post> {
  const draft = await draftBy(person, title);
  const res = await submit(person, draft._id, { note });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Post;
}

/** The mails sent while `act` ran, each to whom and its text (quoted-printable undone). */
async function mailsDuring(act: () => Promise<Response>) {
  await h.server.idle();
  const from = mail.received.length;
  const res = await act();
  await h.server.idle();
  const mails = mail.received.slice(from).map((m) => ({
    to: m.to.join(', '),
    text: m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  }));
  return { res, mails, to: mails.map((m) => m.to).sort() };
}

const listed = async (person: Person, query: string) => {
  const res = await call(person, `/api/admin/blogs?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminBlogList).posts;
};
const lastAudit = async (action: AuditEntry['action']) => {
  const res = await call('owner', `/api/admin/audit?action=${action}&limit=1`);
  return ((await res.json()) as AuditEntry[])[0];
};
const events = async (id: string) =>
  ((await (await call('owner', `/api/admin/blogs/${id}/revisions`)).json()) as RevisionSummary[]).map((r) => r.event);
const errorOf = async (res: Response) => (await res.json()) as ErrorBody & { code?: string };

describe('POST /api/admin/blogs/:id/submit', () => {
  it("puts a contributor's own draft in review with their note, and mails everyone active who may publish it", async () => {
    const draft = await draftBy('contributor', 'Backups that restore');
    const { res, mails, to } = await mailsDuring(() =>
      submit('contributor', draft._id, { note: 'Is the second\nparagraph clear?' }),
    );
    expect(res.status).toBe(200);
    const post = (await res.json()) as Post;
    expect(post).toMatchObject({ _id: draft._id, status: 'review', version: draft.version + 1 });
    expect(post.review).toMatchObject({
      kind: 'submitted',
      note: 'Is the second\nparagraph clear?',
      by: PEOPLE.contributor.name,
    });
    // The owner, the administrator and the editor: not the suspended editor, the author or a contributor.
    expect(to).toEqual([emailOf('administrator'), emailOf('editor'), emailOf('owner')]);
    for (const sent of mails) {
      expect(sent.text).toContain('Backups that restore');
      expect(sent.text).toContain(PEOPLE.contributor.name);
      expect(sent.text).toContain('paragraph clear?');
    }
    expect(await lastAudit('post.submitted')).toMatchObject({
      actor: { name: PEOPLE.contributor.name },
      target: '"Backups that restore"',
    });
    expect((await events(draft._id))[0]).toBe('submit');
  });

  it('takes no body as no note, and never mails the one who submitted it', async () => {
    const draft = await draftBy('editor', "An editor's own draft");
    const { res, to } = await mailsDuring(() => submit('editor', draft._id));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Post).review).toMatchObject({ kind: 'submitted', note: '', by: PEOPLE.editor.name });
    expect(to).toEqual([emailOf('administrator'), emailOf('owner')]);
  });

  it("refuses another person's post, whoever asks, and mails nobody", async () => {
    const draft = await draftBy('other', "Cora's draft");
    for (const person of ['contributor', 'author', 'editor', 'owner'] as const) {
      const { res, mails } = await mailsDuring(() => submit(person, draft._id));
      expect(res.status, person).toBe(403);
      expect((await errorOf(res)).code).toBe('NOT_PERMITTED');
      expect(mails).toEqual([]);
    }
    expect((await listed('other', 'status=draft')).map((post) => post._id)).toContain(draft._id);
    expect((await submit('contributor', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers 409 saying why for a post that is published, scheduled or already in review', async () => {
    const published = (await (
      await call('author', '/api/blogs', { json: { title: 'Out already', content: '<p>Out</p>' } })
    ).json()) as Post;
    const res = await submit('author', published._id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe('This post is already published: only a draft can be submitted for review');

    const publishedDate = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const made = await call('author', '/api/blogs', {
      json: { title: 'Later', content: '<p>Later</p>', status: 'scheduled', publishedDate },
    });
    expect(made.status).toBe(201);
    const scheduled = (await made.json()) as Post;
    expect((await errorOf(await submit('author', scheduled._id))).error).toBe(
      'This post is already scheduled to go out: only a draft can be submitted for review',
    );

    const waiting = await inReview('contributor', 'Waiting');
    const { res: again, mails } = await mailsDuring(() => submit('contributor', waiting._id));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('This post is already awaiting review: only a draft can be submitted for review');
    expect(mails).toEqual([]);
  });
});

describe('POST /api/admin/blogs/:id/return', () => {
  it("sends a post back to its author as a draft with the editor's note, mails them, and shows them the note", async () => {
    const post = await inReview('contributor', 'Sent back once', 'First go');
    const { res, mails, to } = await mailsDuring(() => sendBack('editor', post._id, { note: 'Name the backup tool, please.' }));
    expect(res.status).toBe(200);
    const returned = (await res.json()) as Post;
    expect(returned).toMatchObject({ status: 'draft', review: { kind: 'returned', note: 'Name the backup tool, please.' } });
    expect(returned.review?.by).toBe(PEOPLE.editor.name);
    expect(to).toEqual([emailOf('contributor')]);
    expect(mails[0]?.text).toContain('Name the backup tool, please.');
    expect(mails[0]?.text).toContain(PEOPLE.editor.name);
    // Where the author opens it: their list of drafts.
    const mine = (await listed('contributor', 'status=draft')).find((p) => p._id === post._id);
    expect(mine?.review).toEqual(returned.review);
    expect(await lastAudit('post.returned')).toMatchObject({ actor: { name: PEOPLE.editor.name }, target: '"Sent back once"' });
    expect((await events(post._id))[0]).toBe('return');

    // Submitted again, the author's new note replaces the editor's.
    const again = await submit('contributor', post._id, { note: 'Done' });
    expect(((await again.json()) as Post).review).toMatchObject({ kind: 'submitted', note: 'Done' });
  });

  it('lets an author send back their own post in review, mailing nobody, but not another person’s', async () => {
    const own = await inReview('author', "The author's second thoughts");
    const { res, mails } = await mailsDuring(() => sendBack('author', own._id, { note: 'Not yet' }));
    expect(res.status).toBe(200);
    expect(mails).toEqual([]);
    const others = await inReview('contributor', 'Not the author’s to send back');
    expect((await sendBack('author', others._id, { note: 'No' })).status).toBe(403);
  });

  it('refuses a contributor, even on their own post in review', async () => {
    const post = await inReview('contributor', 'Still in review');
    const { res, mails } = await mailsDuring(() => sendBack('contributor', post._id, { note: 'Never mind' }));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('NOT_PERMITTED');
    expect(mails).toEqual([]);
    expect((await listed('editor', 'status=review')).map((p) => p._id)).toContain(post._id);
  });

  it('requires a note, and answers 409 for a post that is not in review', async () => {
    const post = await inReview('contributor', 'Needs a note');
    for (const json of [{}, { note: '' }, { note: '   \n ' }]) {
      const res = await sendBack('editor', post._id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ note: 'Note is required' });
    }
    const draft = await draftBy('contributor', 'Only a draft');
    const res = await sendBack('editor', draft._id, { note: 'Nothing to send back' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe('This post is a draft, not awaiting review: only a post in review can be sent back');
  });
});

describe('GET /api/admin/blogs?status=review', () => {
  it('lists every post in review for those who may publish any post, and their own for the others', async () => {
    const carl = await inReview('contributor', 'Listed for review, by Carl');
    const cora = await inReview('other', 'Listed for review, by Cora');
    const ids = async (person: Person) => (await listed(person, 'status=review&limit=100')).map((post) => post._id);
    for (const person of ['owner', 'administrator', 'editor'] as const) {
      expect(await ids(person), person).toEqual(expect.arrayContaining([carl._id, cora._id]));
    }
    expect(await ids('contributor')).toContain(carl._id);
    expect(await ids('contributor')).not.toContain(cora._id);
    expect(await ids('other')).toEqual([cora._id]);
    for (const post of await listed('author', 'status=review&limit=100')) expect(post.author.username).toBe('Aisha Author');
    for (const post of await listed('editor', 'status=review&limit=100')) expect(post.status).toBe('review');
  });
});

describe('saving a post in review', () => {
  it('publishes it as a draft is published, by an editor: dated now, public, its note gone', async () => {
    const post = await inReview('contributor', 'Published from review', 'Ready when you are');
    const res = await call('editor', `/api/blogs/${post._id}`, { method: 'PUT', json: { status: 'published' } });
    expect(res.status).toBe(200);
    const published = (await res.json()) as Post;
    expect(published.status).toBe('published');
    expect(published.review).toBeUndefined();
    expect(Date.parse(published.publishedDate)).toBeGreaterThanOrEqual(Date.parse(post.publishedDate));
    expect((await h.client.call(`/api/blogs/${post.slug}`)).status).toBe(200);
    expect(await lastAudit('post.published')).toMatchObject({ target: '"Published from review"' });
  });

  it('keeps a contributor’s changes in review, lets them withdraw it, and never lets them publish it', async () => {
    const post = await inReview('contributor', 'Corrected in review');
    const changed = await call('contributor', `/api/blogs/${post._id}`, { method: 'PUT', json: { title: 'Corrected, twice' } });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as Post).toMatchObject({ status: 'review', review: { kind: 'submitted' } });
    const published = await call('contributor', `/api/blogs/${post._id}`, { method: 'PUT', json: { status: 'published' } });
    expect(published.status).toBe(403);
    const withdrawn = await call('contributor', `/api/blogs/${post._id}`, { method: 'PUT', json: { status: 'draft' } });
    expect((await withdrawn.json()) as Post).toMatchObject({ status: 'draft' });
    expect(await lastAudit('post.withdrawn')).toMatchObject({ actor: { name: PEOPLE.contributor.name } });
    expect((await events(post._id))[0]).toBe('withdraw');
  });

  it('puts a post in review only by submitting it: a save or a new post asking for it is a 400 naming status', async () => {
    const draft = await draftBy('contributor', 'Saved as review');
    const saved = await call('contributor', `/api/blogs/${draft._id}`, { method: 'PUT', json: { status: 'review' } });
    expect(saved.status).toBe(400);
    expect(Object.keys((await errorOf(saved)).fields ?? {})).toEqual(['status']);
    const created = await call('editor', '/api/blogs', {
      json: { title: 'New in review', content: '<p>x</p>', status: 'review' },
    });
    expect(created.status).toBe(400);
  });
});

describe('a post in review, to visitors', () => {
  it('is nowhere a visitor looks: the list, its address, the sitemap, the feed and the search', async () => {
    const post = await inReview('contributor', 'Zanzibar firewall secrets');
    const list = (await (await h.client.call('/api/blogs')).json()) as Post[];
    expect(list.map((p) => p._id)).not.toContain(post._id);
    for (const key of [post._id, post.slug]) expect((await h.client.call(`/api/blogs/${key}`)).status).toBe(404);
    for (const path of ['/sitemap.xml', '/blog/rss.xml']) {
      const res = await h.client.call(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain(post.slug);
    }
    const found = (await (await h.client.call('/api/search?q=zanzibar')).json()) as SearchResults;
    expect(found.hits.map((hit) => hit.url)).not.toContain(post.url);
  });
});

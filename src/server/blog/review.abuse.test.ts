import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { ErrorBody } from '../../schemas/errors';
import { auditLog, blogs, documentVersions, mailOutbox } from '../db/schema';
import { postDocument } from './revisions';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, type Harness } from '../test/harness';
import { head, rawRequest, write } from '../test/raw-http';
import { startMailCatcher } from '../test/smtp';

/*
 * Submitting for review and sending back, as a broken client, an attacker or a racing editor uses
 * them: whatever arrives, the answer is for that request alone; a post moves whole or not at all,
 * with one revision, one audit row and its mails for each step that happened, and none for a step
 * that was refused, a body that was not whole, or a client that went away.
 */

const PASSWORD = 'correct horse battery';
const logged: Array<Record<string, unknown>> = [];
let h: Harness;
let http: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
/** The owner and an editor review; the contributor writes. */
const tokens = { owner: '', editor: '', contributor: '' };

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startHarness({
    smtpUrl: mail.url,
    registration: 'open',
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  for (const person of ['owner', 'editor', 'contributor'] as const) {
    const email = `${person}@example.com`;
    await h.client.signUpAndIn(email, PASSWORD, person);
    if (person === 'editor') await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = ${email}`);
    tokens[person] = (await h.client.signIn(email, PASSWORD)).accessToken;
  }
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
});
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
  await mail?.close();
});

type Person = keyof typeof tokens;
const path = (id: string, step: 'submit' | 'return') => `/api/admin/blogs/${id}/${step}`;
const send = (person: Person, url: string, body: string, contentType = 'application/json') =>
  h.client.call(url, { method: 'POST', body, token: tokens[person], headers: { 'Content-Type': contentType } });
const step = (person: Person, id: string, which: 'submit' | 'return', json: unknown) =>
  h.client.call(path(id, which), { method: 'POST', json, token: tokens[person] });

async function draft(title: string): Promise<Post> {
  const res = await h.client.call('/api/blogs', {
    token: tokens.contributor,
    json: { title, content: `<p>${title}</p>`, status: 'draft' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Post;
}
async function inReview(title: string): Promise<Post> {
  const post = await draft(title);
  expect((await step('contributor', post._id, 'submit', {})).status).toBe(200);
  return post;
}

/** The post's row and revisions, the audit rows naming it, and every mail queued: what a refused request must leave as it was. */
async function stored(id: string) {
  const [post] = await h.server.db.select().from(blogs).where(eq(blogs.id, id));
  const revisions = await h.server.db
    .select({ event: documentVersions.event })
    .from(documentVersions)
    .where(eq(documentVersions.document, postDocument(id)))
    .orderBy(asc(documentVersions.seq));
  const audits = await h.server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `"${post?.title ?? ''}"`));
  const [mails] = await h.server.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return { post, revisions, audits: audits.length, mails: mails?.n };
}

/** How many mails each address got while `act` ran. */
async function mailsDuring<T>(act: () => Promise<T>): Promise<{ result: T; to: Record<string, number> }> {
  await h.server.idle();
  const from = mail.received.length;
  const result = await act();
  await h.server.idle();
  const to: Record<string, number> = {};
  for (const sent of mail.received.slice(from)) for (const address of sent.to) to[address] = (to[address] ?? 0) + 1;
  return { result, to };
}

describe('malformed, truncated and oversized bodies', () => {
  it('a cut-off or malformed body is a 400 saying it is not JSON, a huge one a 413, another type a 415: nothing moves', async () => {
    const cases = [
      ['contributor', 'submit', await draft('Bodies to submit')],
      ['editor', 'return', await inReview('Bodies to send back')],
    ] as const;
    for (const [person, which, post] of cases) {
      const url = path(post._id, which);
      const before = await stored(post._id);
      const whole = JSON.stringify({ note: 'A note that is cut short' });
      for (const body of [whole.slice(0, whole.length - 5), "{note: 'x'}", '{"note": "x",}', '\u0000']) {
        const res = await send(person, url, body);
        expect(res.status, `${which} ${body}`).toBe(400);
        expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
      }
      expect((await send(person, url, JSON.stringify({ note: 'n'.repeat(70_000) }))).status, which).toBe(413);
      expect((await send(person, url, 'note=x', 'application/x-www-form-urlencoded')).status, which).toBe(415);
      for (const body of ['[]', '"text"', 'null', '42'])
        expect((await send(person, url, body)).status, `${which} ${body}`).toBe(400);
      expect(await stored(post._id), which).toEqual(before);
    }
  });

  it('a note past 2000 characters, of another type or with a control character is a 400 naming note', async () => {
    const post = await draft('Wrong notes');
    const waiting = await inReview('Wrong notes, sent back');
    const before = [await stored(post._id), await stored(waiting._id)];
    const wrong: Array<[unknown, string]> = [
      ['x'.repeat(2001), 'Note must be at most 2000 characters'],
      [5, 'Note must be text'],
      [null, 'Note must be text'],
      [['a note'], 'Note must be text'],
      [{ text: 'a note' }, 'Note must be text'],
      [true, 'Note must be text'],
      ['a\u0000b', 'Note contains a character that is not allowed'],
    ];
    for (const [note, message] of wrong) {
      for (const [person, which, id] of [
        ['contributor', 'submit', post._id],
        ['editor', 'return', waiting._id],
      ] as const) {
        const res = await step(person, id, which, { note });
        expect(res.status, `${which} ${JSON.stringify(note)}`).toBe(400);
        expect(((await res.json()) as ErrorBody).fields).toEqual({ note: message });
      }
    }
    expect([await stored(post._id), await stored(waiting._id)]).toEqual(before);
    // 2000 characters is the limit, not past it; line breaks and tabs are a note's own.
    const longest = 'x'.repeat(1997) + '\n\t';
    const res = await step('editor', waiting._id, 'return', { note: `${longest}y` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Post).review?.note).toBe(`${longest}y`);
  });
});

describe('requests racing', () => {
  it('a submit and a send-back at once, five times over: each post ends as the steps that succeeded left it, mailed once a step', async () => {
    for (let round = 0; round < 5; round++) {
      const post = await draft(`Racing review ${round}`);
      const { result, to } = await mailsDuring(() =>
        Promise.all([
          step('contributor', post._id, 'submit', { note: 'Mine' }),
          step('editor', post._id, 'return', { note: 'Yours' }),
        ]),
      );
      const [submitted, returned] = result.map((res) => res.status) as [number, number];
      expect(submitted, `round ${round}`).toBe(200);
      expect([200, 409], `round ${round}`).toContain(returned);
      const { post: row, revisions } = await stored(post._id);
      if (returned === 200) {
        expect(row).toMatchObject({ status: 'draft', review: { kind: 'returned', note: 'Yours' } });
        expect(revisions.map((r) => r.event)).toEqual(['create', 'submit', 'return']);
        // The submit's mail to each reviewer, and the send-back's to the author.
        expect(to).toEqual({ 'owner@example.com': 1, 'editor@example.com': 1, 'contributor@example.com': 1 });
      } else {
        expect(row).toMatchObject({ status: 'review', review: { kind: 'submitted', note: 'Mine' } });
        expect(revisions.map((r) => r.event)).toEqual(['create', 'submit']);
        expect(to).toEqual({ 'owner@example.com': 1, 'editor@example.com': 1 });
      }
      expect(row?.version).toBe(returned === 200 ? 3 : 2);
    }
  });

  it('ten submits of one draft at once: one goes through, nine are 409, each reviewer is mailed once', async () => {
    const post = await draft('Submitted ten times');
    const { result, to } = await mailsDuring(() =>
      Promise.all(Array.from({ length: 10 }, () => step('contributor', post._id, 'submit', { note: 'Again' }))),
    );
    expect(result.map((res) => res.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(to).toEqual({ 'owner@example.com': 1, 'editor@example.com': 1 });
    const { revisions, audits } = await stored(post._id);
    expect(revisions.map((r) => r.event)).toEqual(['create', 'submit']);
    expect(audits).toBe(1);
  });

  it('two reviewers sending one post back at once: one note wins, the author is mailed once', async () => {
    const post = await inReview('Sent back twice');
    const { result, to } = await mailsDuring(() =>
      Promise.all([
        step('editor', post._id, 'return', { note: 'From the editor' }),
        step('owner', post._id, 'return', { note: 'From the owner' }),
      ]),
    );
    expect(result.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = result[0]?.status === 200 ? 'From the editor' : 'From the owner';
    expect((await stored(post._id)).post?.review?.note).toBe(winner);
    expect(to).toEqual({ 'contributor@example.com': 1 });
  });
});

describe('a client that goes away mid-request', () => {
  it.each(['submit', 'return'] as const)('%s: half a body then a closed socket moves nothing and mails nobody', async (which) => {
    const post = which === 'submit' ? await draft('Half a submit') : await inReview('Half a send-back');
    const token = which === 'submit' ? tokens.contributor : tokens.editor;
    const url = path(post._id, which);
    await h.server.idle();
    const before = await stored(post._id);
    const received = mail.received.length;
    const body = JSON.stringify({ note: 'n'.repeat(1500) });
    const from = logged.length;
    await rawRequest(http.url, async (socket) => {
      const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length, Authorization: `Bearer ${token}` };
      await write(socket, head('POST', url, headers));
      await write(socket, body.slice(0, body.length / 2));
      socket.destroy();
    });
    // Read as far as it came, then given up: the cut-off body's 400, never the step's success.
    await expect.poll(() => logged.slice(from).find((line) => line.msg === 'request' && line.path === url)?.status).toBe(400);
    await h.server.idle();
    expect(await stored(post._id)).toEqual(before);
    expect(mail.received.length).toBe(received);
    // The whole request, next, is answered as if the broken one had never been.
    const res = await fetch(new URL(url, http.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(200);
  });
});

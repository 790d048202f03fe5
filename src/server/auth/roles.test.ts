import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import { ROLES, type Role } from '../../schemas/roles';
import { startHarness, type CallOptions, type Harness } from '../test/harness';
import { createOrResetAdmin } from './accounts';

/*
 * The role table of docs/api.md against the server: every call that needs a token, made as every
 * role and as nobody. The table is the contract written for people; this test holds the server
 * (and the OpenAPI document's security) to it, so neither can drift from it unseen.
 */

const CELLS = ['yes', 'own', 'own drafts', 'drafts', 'no'] as const;
type Cell = (typeof CELLS)[number];
type Table = Map<string, Record<Role, Cell>>;

/** The table after the role-table marker in docs/api.md: "METHOD /path" to each role's cell. */
async function roleTable(): Promise<Table> {
  const markdown = await readFile(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
  const lines = markdown.split('\n');
  const marker = lines.findIndex((line) => line.includes('<!-- role-table'));
  expect(marker, 'the role-table marker in docs/api.md').toBeGreaterThan(-1);
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const rows = lines.slice(marker + 1).filter((line) => line.trim() !== '');
  const end = rows.findIndex((line) => !line.startsWith('|'));
  const [header, _rule, ...body] = rows.slice(0, end === -1 ? undefined : end);
  expect(cells(header ?? '')).toEqual(['Call', ...ROLES]);
  const table: Table = new Map();
  for (const row of body) {
    const [call, ...given] = cells(row);
    const name = /^`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`]+)`$/.exec(call ?? '');
    expect(name, `a call as \`METHOD /api/path\`: ${row}`).not.toBeNull();
    for (const cell of given) expect(CELLS, `a cell of ${call}`).toContain(cell);
    table.set(
      `${name![1]} ${name![2]}`,
      Object.fromEntries(ROLES.map((role, i) => [role, given[i] as Cell])) as Record<Role, Cell>,
    );
  }
  return table;
}

const PASSWORD = 'correct horse battery';
let h: Harness;
let table: Table;
const staff = {} as Record<Role, { id: string; username: string; token: string; email: string }>;

beforeAll(async () => {
  h = await startHarness({ registration: 'open', authRateLimit: { max: 100_000, windowMs: 60_000 } });
  table = await roleTable();
  for (const role of ROLES) {
    const email = `${role}@example.com`;
    await h.client.signUpAndIn(email, PASSWORD, role[0]!.toUpperCase() + role.slice(1));
    await h.server.db.execute(sql`UPDATE users SET role = ${role} WHERE email = ${email}`);
    const { accessToken, user } = await h.client.signIn(email, PASSWORD);
    expect(user.role).toBe(role);
    staff[role] = { id: user.id, username: user.username, token: accessToken, email };
  }
});
afterAll(() => h.cleanup());

/** The caller's token, signed in again should a call have ended its sessions (logout-everywhere). */
async function tokenOf(role: Role): Promise<string> {
  const check = await h.client.call('/api/account/sign-in', { token: staff[role].token });
  if (check.status === 401) staff[role].token = (await h.client.signIn(staff[role].email, PASSWORD)).accessToken;
  return staff[role].token;
}

/** A post by `role`: a draft, or published (a contributor's published by the owner, as an editor would). */
async function postBy(role: Role, status: 'draft' | 'published'): Promise<{ id: string; version: number; revisionId: string }> {
  const created = await h.client.call('/api/blogs', {
    token: await tokenOf(role),
    json: { title: `By ${role}`, content: '<p>Words</p>', status: role === 'contributor' ? 'draft' : status },
  });
  expect(created.status, `a post by ${role}`).toBe(201);
  let post = (await created.json()) as Post;
  if (role === 'contributor' && status === 'published') {
    const published = await h.client.call(`/api/blogs/${post._id}`, {
      method: 'PUT',
      token: await tokenOf('owner'),
      json: { status: 'published' },
    });
    post = (await published.json()) as Post;
  }
  const revisions = await h.client.call(`/api/admin/blogs/${post._id}/revisions`, { token: await tokenOf('owner') });
  const [latest] = (await revisions.json()) as { id: string }[];
  return { id: post._id, version: post.version, revisionId: latest!.id };
}

/** What the calls whose answer depends on the post or its status send: a valid body, so that only who asks decides. */
const BODIES: Record<string, (post: { version: number }) => unknown> = {
  'POST /api/blogs': () => ({ title: 'Published at once', content: '<p>Words</p>' }),
  'PUT /api/blogs/{id}': (post) => ({ title: 'Changed', version: post.version }),
  'PUT /api/admin/blogs/{id}/autosave': (post) => ({ title: 'Typed', content: '<p>Typed</p>', version: post.version }),
  'POST /api/admin/blogs/{id}/return': () => ({ note: 'Name the tool in the second paragraph.' }),
};

/** Makes `call` as `role` (or nobody), on `post` where its path names one. */
async function make(call: string, role: Role | null, post?: { id: string; version: number; revisionId: string }) {
  const [method, template] = call.split(' ') as [string, string];
  const target = post ?? {
    id: '00000000-0000-4000-8000-000000000000',
    version: 1,
    revisionId: '00000000-0000-4000-8000-000000000001',
  };
  const url = template.replace('{id}', target.id).replace('{revisionId}', target.revisionId);
  const options: CallOptions = { method, ...(role ? { token: await tokenOf(role) } : {}) };
  const body = BODIES[call]?.(target);
  if (body !== undefined) options.json = body;
  return h.client.call(url, options);
}

const names = (post: boolean) => (post ? ' on a post' : '');

/** Refused for the role: 403 NOT_PERMITTED. */
async function expectRefused(response: Response, what: string) {
  expect(response.status, what).toBe(403);
  expect(((await response.json()) as { code?: string }).code, what).toBe('NOT_PERMITTED');
}

/** Let through: whatever the call then answers (200, 400, 404, 409...), never 401 or 403. */
function expectLetThrough(response: Response, what: string) {
  expect([401, 403], `${what} answered ${response.status}`).not.toContain(response.status);
}

describe('the role table of docs/api.md', () => {
  it('lists exactly the calls that need a token, each with the roles its OpenAPI operation names', async () => {
    const document = (await (await h.client.call('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const secured = new Map<string, string[]>();
    for (const [route, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        if (operation.security?.length)
          secured.set(
            `${method.toUpperCase()} ${route}`,
            operation.security.flatMap((requirement) => Object.values(requirement).flat()),
          );
    expect([...table.keys()].sort(), 'calls in the table against calls the OpenAPI document secures').toEqual(
      [...secured.keys()].sort(),
    );
    for (const [call, roles] of secured) {
      const allowed = ROLES.filter((role) => table.get(call)![role] !== 'no');
      expect([...roles].sort(), call).toEqual([...allowed].sort());
    }
  });

  it('answers 401 to every one of them without a token', async () => {
    for (const call of table.keys()) expect((await make(call, null)).status, call).toBe(401);
  });

  it(
    'lets each role make each call as far as the table says, and refuses it the rest with 403',
    { timeout: 120_000 },
    async () => {
      for (const [call, cells] of table) {
        const onPost = call.includes('/blogs/{id}');
        for (const role of ROLES) {
          const cell = cells[role];
          const what = `${call} as ${role} (${cell})`;
          // Someone else's post: the owner's, or for the owner an administrator's.
          const others = onPost ? await postBy(role === 'owner' ? 'administrator' : 'owner', 'published') : undefined;
          if (cell === 'no') {
            await expectRefused(await make(call, role, others), what);
          } else if (cell === 'yes') {
            expectLetThrough(await make(call, role, others), `${what}${names(onPost)} of someone else`);
          } else if (cell === 'drafts') {
            // Only POST /api/blogs: a post without a status is published at once.
            await expectRefused(await make(call, role), `${what} without a status`);
            const draft = await h.client.call('/api/blogs', {
              token: await tokenOf(role),
              json: { title: 'Draft', content: '<p>Words</p>', status: 'draft' },
            });
            expect(draft.status, `${what} as a draft`).toBe(201);
          } else if (!onPost) {
            // 'own' on a list: answered, with the caller's posts alone.
            const response = await make(call, role);
            expect(response.status, what).toBe(200);
            const { posts } = (await response.json()) as { posts: Post[] };
            expect(posts.length, what).toBeGreaterThan(0);
            for (const post of posts) expect(post.author.username, what).toBe(staff[role].username);
          } else {
            await expectRefused(await make(call, role, others), `${what} on someone else's post`);
            const own = await postBy(role, 'draft');
            expectLetThrough(await make(call, role, own), `${what} on a draft of their own`);
            const published = await postBy(role, 'published');
            const answer = await make(call, role, published);
            if (cell === 'own') expectLetThrough(answer, `${what} on a published post of their own`);
            else await expectRefused(answer, `${what} on a published post of their own`);
          }
        }
      }
    },
  );
});

describe('npm run admin -- create', () => {
  it('makes an administrator, keeps the owner the owner, and makes the owner of a site without one', async () => {
    const input = (email: string) => ({ name: 'From The Shell', email, password: 'a brand new passphrase' });
    expect((await createOrResetAdmin(h.server.db, input('shell@example.com'))).user.role).toBe('administrator');
    expect((await createOrResetAdmin(h.server.db, input('contributor@example.com'))).user.role).toBe('administrator');
    expect((await createOrResetAdmin(h.server.db, input('owner@example.com'))).user.role).toBe('owner');
    const empty = await startHarness();
    try {
      const { user, created } = await createOrResetAdmin(empty.server.db, input('first@example.com'));
      expect({ role: user.role, created }).toEqual({ role: 'owner', created: true });
    } finally {
      await empty.cleanup();
    }
  });

  it('never makes a second owner: the database refuses one', async () => {
    await expect(h.server.db.execute(sql`UPDATE users SET role = 'owner' WHERE email = 'editor@example.com'`)).rejects.toThrow();
  });
});

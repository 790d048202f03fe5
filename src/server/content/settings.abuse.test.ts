import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsState } from '../../schemas/live-content';
import type { CompanyChange } from '../../schemas/site-changes';
import { builtDist } from '../test/built-site';
import type { Harness } from '../test/harness';
import { startListeningHarness, type ListeningHarness } from '../test/listening-harness';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * The site's settings edited on the running site, as a broken client, a racing team or a failing
 * database uses them: malformed, cut-off and oversized changes are 4xx and save nothing; six changes
 * made at once from one version leave one; a client gone mid-change saves nothing; a publish cut by
 * a lost database publishes nothing, and visitors keep the settings last published meanwhile.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const SITE = '/api/admin/content/site';
let h: Harness;
let owner = '';
let listening: ListeningHarness;

type Settings = { company: { email: string; social: CompanyChange['social'] }; offices: CompanyChange['offices'] };
type State = Omit<SettingsState, 'site' | 'draft'> & { site: Settings; draft: { version: string; site: Settings } | null };

beforeAll(async () => {
  listening = await startListeningHarness(OWNER);
  ({ h, owner } = listening);
}, 600_000);
afterAll(() => listening?.stop());

const state = async (harness: Harness, token: string) => (await (await harness.client.call(SITE, { token })).json()) as State;
/** The company's facts with the contact e-mail changed: a change that passes every check. */
const withEmail = (site: Settings, email: string) => ({ email, social: site.company.social, offices: site.offices });
const send = (method: string, path: string, body: string) =>
  h.client.call(path, { method, body, token: owner, headers: { 'Content-Type': 'application/json' } });

describe('malformed, truncated and oversized changes', () => {
  it('answers a cut-off or malformed body 400, a change past 256 KB 413, a wrong type 415, and saves nothing', async () => {
    const current = await state(h, owner);
    const whole = JSON.stringify({ ...withEmail(current.site, 'never@example.com'), version: current.version });
    for (const [method, path, complete] of [
      ['PUT', `${SITE}/draft/company`, whole],
      ['PUT', `${SITE}/draft/navigation`, JSON.stringify({ version: current.version, navigation: {} })],
      ['POST', `${SITE}/publish`, JSON.stringify({ version: current.version })],
      ['POST', `${SITE}/draft/deployed`, JSON.stringify({ version: current.version })],
    ] as const)
      await listening.expectBrokenBodiesRefused(method, path, complete, '{email: 1}');
    // Three hundred offices of a kilobyte each: past the limit before any is read.
    const office = { ...current.site.offices[0]!, streetAddress: 'x'.repeat(1000) };
    const huge = { ...withEmail(current.site, 'huge@example.com'), offices: Array.from({ length: 300 }, () => office) };
    expect((await send('PUT', `${SITE}/draft/company`, JSON.stringify({ ...huge, version: current.version }))).status).toBe(413);
    // Within the size, past what the form may send (at most 20 offices): refused by the schema.
    const many = { ...withEmail(current.site, 'many@example.com'), offices: Array.from({ length: 21 }, () => current.site.offices[0]!) };
    expect((await send('PUT', `${SITE}/draft/company`, JSON.stringify({ ...many, version: current.version }))).status).toBe(400);
    const extra = await send('PUT', `${SITE}/draft/company`, JSON.stringify({ ...withEmail(current.site, 'x@example.com'), version: current.version, by: 'me' }));
    expect(extra.status).toBe(400);
    expect((await state(h, owner)).draft).toBeNull();
  });

  it('answers 404 to a history id that cannot be one, and 400 to a preview of no page', async () => {
    for (const id of ['abc', '0', '1e3', '-1', '9'.repeat(40)])
      expect((await h.client.call(`${SITE}/history/${id}/restore`, { method: 'POST', token: owner })).status, id).toBe(404);
    expect((await h.client.call(`${SITE}/preview?path=${'/a'.repeat(200)}`, { token: owner })).status).toBe(400);
    expect((await h.client.call(`${SITE}/preview?path=%00`, { token: owner })).status).toBe(404);
  });
});

describe('changes racing', () => {
  it('six changes made at once from one version leave one, and the others are told which', async () => {
    const current = await state(h, owner);
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        h.client.call(`${SITE}/draft/company`, {
          method: 'PUT',
          token: owner,
          json: { ...withEmail(current.site, `racer${n}@example.com`), version: current.version },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.findIndex((res) => res.status === 200);
    const draft = (await state(h, owner)).draft!;
    expect(draft.site.company.email).toBe(`racer${winner}@example.com`);
    for (const res of results.filter((res) => res.status === 409))
      expect(((await res.json()) as { current: { version: string } }).current.version).toBe(draft.version);
    // Back to what is published: no draft is left.
    const back = await h.client.call(`${SITE}/draft/company`, {
      method: 'PUT',
      token: owner,
      json: { ...withEmail(current.site, current.site.company.email), version: draft.version },
    });
    expect(back.status).toBe(200);
    expect((await state(h, owner)).draft).toBeNull();
  });
});

describe('a client that goes away mid-change', () => {
  it('half a change then a closed socket saves nothing: the whole one then saves', async () => {
    const current = await state(h, owner);
    const body = JSON.stringify({ ...withEmail(current.site, 'half@example.com'), version: current.version });
    const status = await listening.halfThenClosed('PUT', `${SITE}/draft/company`, body);
    await expect.poll(status).toBe(400);
    expect((await state(h, owner)).draft).toBeNull();
    const res = await listening.whole('PUT', `${SITE}/draft/company`, body);
    expect(res.status).toBe(200);
    expect((await state(h, owner)).draft!.site.company.email).toBe('half@example.com');
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('settings_faults', { distDir: builtDist, authRateLimit: { max: 10_000, windowMs: 60_000 } });

  it('a publish cut as it writes: 500, nothing published, the last settings served meanwhile, and the publish works once back', async () => {
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner')).accessToken;
    const current = await state(faulty, token);
    const saveAndPublish = async (email: string, version: string) => {
      const saved = await faulty.client.call(`${SITE}/draft/company`, {
        method: 'PUT',
        token,
        json: { ...withEmail(current.site, email), version },
      });
      const draft = ((await saved.json()) as { version: string }).version;
      return { draft, published: await faulty.client.call(`${SITE}/publish`, { token, json: { version: draft } }) };
    };
    const first = await saveAndPublish('before-the-fault@example.com', current.version);
    expect(first.published.status).toBe(200);
    expect(await (await faulty.client.call('/about')).text()).toContain('before-the-fault@example.com');

    const saved = await faulty.client.call(`${SITE}/draft/company`, {
      method: 'PUT',
      token,
      json: { ...withEmail(current.site, 'cut-as-published@example.com'), version: first.draft },
    });
    const draft = ((await saved.json()) as { version: string }).version;
    lost.proxy.cutWhenSent('update "content_documents"');
    const failed = await faulty.client.call(`${SITE}/publish`, { token, json: { version: draft } });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    // The database is away: visitors keep the settings last published, not an error and not the build's.
    const meanwhile = await faulty.client.call('/about');
    expect(meanwhile.status).toBe(200);
    expect(await meanwhile.text()).toContain('before-the-fault@example.com');

    await lost.databaseBack();
    const history = (await faulty.server.db.execute(sql`SELECT count(*)::int AS n FROM document_versions WHERE document = 'site'`)) as {
      rows: unknown[];
    };
    expect(history.rows).toEqual([{ n: 1 }]);
    expect((await faulty.client.call(`${SITE}/publish`, { token, json: { version: draft } })).status).toBe(200);
    expect(await (await faulty.client.call('/about')).text()).toContain('cut-as-published@example.com');
  });
});

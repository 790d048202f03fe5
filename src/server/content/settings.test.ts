import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../config/page-text';
import type { HistoryEntry, SettingsState } from '../../schemas/live-content';
import type { CompanyChange, NavigationChange } from '../../schemas/site-changes';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { parsePage, textOf } from '../test/html';
import { filesOfArchive } from '../test/tar';

/*
 * The site's settings edited on the running server (issue 43): the navigation and the company's
 * facts, changed as the dev editor changes site.config.ts and kept as a draft; every page a visitor
 * gets (prerendered, live, the blog's, a form's answer) shows them from the request after the
 * publish; a stale version is refused with the current one; the compiler's refusals name the
 * field; the history restores; the export holds the file as the dev editor would write it.
 */

const PASSWORD = 'correct horse battery';
const SITE = '/api/admin/content/site';
const OLD_PHONE = '+44 20 3880 4120';
const NEW_PHONE = '+44 20 7946 0321';

let h: Harness;
let owner = '';
let author = '';
let configText = '';

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist, registration: 'open', authRateLimit: { max: 10_000, windowMs: 60_000 } });
  owner = (await h.client.signUpAndIn('owner@example.com', PASSWORD, 'Olivia Owner')).accessToken;
  await h.client.signUpAndIn('author@example.com', PASSWORD, 'Arthur Author');
  await h.server.db.execute(sql`UPDATE users SET role = 'author' WHERE email = 'author@example.com'`);
  author = (await h.client.signIn('author@example.com', PASSWORD)).accessToken;
  configText = await readFile(path.resolve(import.meta.dirname, '../../../site.config.ts'), 'utf8');
}, 600_000);
afterAll(() => h?.cleanup());

type Settings = {
  company: { email: string; social: CompanyChange['social'] };
  offices: CompanyChange['offices'];
  navigation: NavigationChange['navigation'];
};

const state = async () => {
  const res = await h.client.call(SITE, { token: owner });
  expect(res.status).toBe(200);
  return (await res.json()) as Omit<SettingsState, 'site' | 'draft'> & {
    site: Settings;
    draft: (Omit<NonNullable<SettingsState['draft']>, 'site'> & { site: Settings }) | null;
  };
};
const companyOf = (site: Settings, telephone: string): Omit<CompanyChange, 'version'> => ({
  email: site.company.email,
  social: site.company.social,
  offices: site.offices.map((office, index) => (index === 0 ? { ...office, telephone } : office)),
});
const changeCompany = (company: Omit<CompanyChange, 'version'>, version: string) =>
  h.client.call(`${SITE}/draft/company`, { method: 'PUT', token: owner, json: { ...company, version } });
const publish = (version: string) => h.client.call(`${SITE}/publish`, { token: owner, json: { version } });
const visitorPage = async (address: string) => {
  const res = await h.client.call(address);
  expect(res.status, address).toBe(200);
  return res.text();
};

describe("the site's settings on the running site", () => {
  it('answers the build’s site.config.ts as published, as data, with its version and no draft', async () => {
    const settings = await state();
    expect(settings.version).toBe(versionOf(configText));
    expect(settings.site.offices[0]).toMatchObject({ city: 'London', telephone: OLD_PHONE });
    expect(settings).toMatchObject({ publishedAt: null, draft: null, build: null });
  });

  it('keeps a changed phone number as a draft staff preview, then shows it on every page from the next request', async () => {
    const before = await state();
    const saved = await changeCompany(companyOf(before.site, NEW_PHONE), before.version);
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    const drafted = await state();
    expect(drafted.draft).toMatchObject({ version, by: { name: 'Olivia Owner' } });
    expect(drafted.draft!.site.offices[0]!.telephone).toBe(NEW_PHONE);
    expect(drafted.version).toBe(before.version);
    // A visitor has the published number still, the staff's preview the draft's.
    expect(await visitorPage('/connect')).toContain(OLD_PHONE);
    const preview = await h.client.call(`${SITE}/preview?path=/connect`, { token: owner });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(await preview.text()).toContain(NEW_PHONE);

    // A post's page, rendered and kept before the publish, is rendered anew after it.
    const post = await h.client.call('/api/blogs', {
      token: owner,
      json: { title: 'Office hours', content: '<p>We are open.</p>', status: 'published' },
    });
    expect(post.status).toBe(201);
    const { url } = (await post.json()) as { url: string };
    expect(await visitorPage(url)).toContain(OLD_PHONE);

    const published = await publish(version);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ version });
    for (const address of ['/connect', '/', '/about', '/blog', '/blog/aws', url]) {
      const html = await visitorPage(address);
      expect(html, address).toContain(NEW_PHONE);
      expect(html, address).not.toContain(OLD_PHONE);
    }
    const jsonLd = parsePage(await visitorPage('/')).all('script', { type: 'application/ld+json' }).map(textOf).join('\n');
    expect(jsonLd).toContain(`"telephone":"${NEW_PHONE}"`);
    // The admin area (the app's screen) is rendered with them too, and hands them to the app that hydrates it.
    const data = parsePage(await visitorPage('/admin')).one('script', { id: 'site-config', type: 'application/json' });
    expect((JSON.parse(textOf(data)) as { offices: { telephone?: string }[] }).offices[0]!.telephone).toBe(NEW_PHONE);
    expect(await state()).toMatchObject({ version, draft: null });
  });

  it('keeps the publish in the history, saying what changed, and audits it', async () => {
    const history = (await (await h.client.call(`${SITE}/history`, { token: owner })).json()) as HistoryEntry[];
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ kind: 'published', by: { name: 'Olivia Owner' }, summary: `Offices 'London Office': telephone changed to '${NEW_PHONE}'` });
    expect(history[1]).toMatchObject({ kind: 'deployed', id: 'deployed' });
    const audit = (await h.server.db.execute(sql`SELECT action, target FROM audit_log WHERE action = 'site.published'`)) as {
      rows: unknown[];
    };
    expect(audit.rows).toEqual([{ action: 'site.published', target: 'site.config.ts' }]);
  });

  it('changes the footer’s links, and refuses a link to an address no route serves with the field named', async () => {
    const current = await state();
    const navigation = structuredClone(current.site.navigation);
    navigation.footer.push({ label: 'Pricing', to: '/pricing' });
    const refused = await h.client.call(`${SITE}/draft/navigation`, {
      method: 'PUT',
      token: owner,
      json: { version: current.version, navigation },
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: string; issues: { path: (string | number)[]; message: string }[] };
    expect(body.issues).toContainEqual({ path: ['navigation'], message: "the link 'Pricing' goes to '/pricing', which no route serves" });
    expect((await state()).draft).toBeNull();

    navigation.footer[navigation.footer.length - 1] = { label: 'Our terms', to: '/terms-conditions' };
    const saved = await h.client.call(`${SITE}/draft/navigation`, { method: 'PUT', token: owner, json: { version: current.version, navigation } });
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: string };
    expect((await publish(version)).status).toBe(200);
    // Only the footer has the link.
    expect(parsePage(await visitorPage('/about')).all('a', { href: '/terms-conditions' }).map(textOf)).toContain('Our terms');
  });

  it('refuses a change or a publish based on settings no longer current, with the current ones', async () => {
    const current = await state();
    const first = await changeCompany(companyOf(current.site, '+44 20 0000 0001'), current.version);
    expect(first.status).toBe(200);
    const { version: draft } = (await first.json()) as { version: string };
    const second = await changeCompany(companyOf(current.site, '+44 20 0000 0002'), current.version);
    expect(second.status).toBe(409);
    const refused = (await second.json()) as { current: { version: string; site: Settings } };
    expect(refused.current.version).toBe(draft);
    expect(refused.current.site.offices[0]!.telephone).toBe('+44 20 0000 0001');
    expect((await publish(current.version)).status).toBe(409);
    const results = await Promise.all([publish(draft), publish(draft)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await visitorPage('/connect')).toContain('+44 20 0000 0001');
  });

  it("restores a publish from the history as a draft (the footer's link goes with it), which a visitor does not see until it is published", async () => {
    const history = (await (await h.client.call(`${SITE}/history`, { token: owner })).json()) as HistoryEntry[];
    const first = history.findLast((entry) => entry.kind === 'published')!;
    const restored = await h.client.call(`${SITE}/history/${first.id}/restore`, { method: 'POST', token: owner });
    expect(restored.status).toBe(200);
    const { version } = (await restored.json()) as { version: string };
    expect((await state()).draft!.site.offices[0]!.telephone).toBe(NEW_PHONE);
    expect(await visitorPage('/connect')).toContain('+44 20 0000 0001');
    expect((await publish(version)).status).toBe(200);
    expect(await visitorPage('/connect')).toContain(NEW_PHONE);
    expect(await visitorPage('/about')).not.toContain('Our terms');
  });

  it('exports site.config.ts as the dev editor would write it: the changed line alone differs', async () => {
    const archive = await h.client.call('/api/admin/content/export', { token: owner });
    const files = await filesOfArchive(Buffer.from(await archive.arrayBuffer()));
    const exported = files.get('site.config.ts')!.toString('utf8');
    expect(exported).toBe(
      configText.replace(`telephone: '${OLD_PHONE}'`, `telephone: '${NEW_PHONE}'`),
    );
    expect(versionOf(exported)).toBe((await state()).version);
  });

  it('is for staff who may edit the site: 401 without a session, 403 for an author', async () => {
    expect((await h.client.call(SITE)).status).toBe(401);
    expect((await h.client.call(SITE, { token: author })).status).toBe(403);
    const current = await state();
    const company = companyOf(current.site, '+44 20 0000 0003');
    const tried = await h.client.call(`${SITE}/draft/company`, { method: 'PUT', token: author, json: { ...company, version: current.version } });
    expect(tried.status).toBe(403);
    expect((await h.client.call(`${SITE}/publish`, { token: author, json: { version: current.version } })).status).toBe(403);
    expect((await state()).draft).toBeNull();
  });
});

describe('a deploy that changed site.config.ts after settings were published here', () => {
  let copy = '';
  let deployed: Harness;
  let token = '';
  const sourceFile = () => path.join(copy, 'dist-ssr', 'source', 'site.config.ts');
  const settingsNow = async () => {
    const res = await deployed.client.call(SITE, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Omit<SettingsState, 'site'> & { site: Settings };
  };
  const connectPage = async () => (await deployed.client.call('/connect')).text();

  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'settings-deploy-'));
    await cp(builtDist, path.join(copy, 'dist'), { recursive: true });
    await cp(path.join(path.dirname(builtDist), 'dist-ssr'), path.join(copy, 'dist-ssr'), { recursive: true });
    deployed = await startHarness({ distDir: path.join(copy, 'dist'), authRateLimit: { max: 10_000, windowMs: 60_000 } });
    token = (await deployed.client.signUpAndIn('owner@example.com', PASSWORD, 'Olivia Owner')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await deployed?.cleanup();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('keeps the live settings served and shows both, until the editor makes the deployed ones the draft and publishes them', async () => {
    const before = await settingsNow();
    const offices = before.site.offices.map((office, index) => (index === 0 ? { ...office, telephone: NEW_PHONE } : office));
    const saved = await deployed.client.call(`${SITE}/draft/company`, {
      method: 'PUT',
      token,
      json: { email: before.site.company.email, social: before.site.company.social, offices, version: before.version },
    });
    const { version } = (await saved.json()) as { version: string };
    expect((await deployed.client.call(`${SITE}/publish`, { token, json: { version } })).status).toBe(200);

    // The deploy brings its own change of the file: a new contact e-mail.
    const deployedText = configText.replace("email: 'hello@nexlinkit.co.uk'", "email: 'team@nexlinkit.co.uk'");
    expect(deployedText).not.toBe(configText);
    await writeFile(sourceFile(), deployedText);
    await deployed.restart();

    expect(await connectPage()).toContain(NEW_PHONE);
    const both = await settingsNow();
    expect(both.site.offices[0]!.telephone).toBe(NEW_PHONE);
    expect(both.build).toEqual({ site: expect.objectContaining({}) as unknown, version: versionOf(deployedText) });
    expect((both.build!.site as unknown as Settings).company.email).toBe('team@nexlinkit.co.uk');

    const taken = await deployed.client.call(`${SITE}/draft/deployed`, { token, json: { version: both.version } });
    expect(taken.status).toBe(200);
    const { version: draft } = (await taken.json()) as { version: string };
    expect(draft).toBe(versionOf(deployedText));
    // A draft: visitors keep the live settings until it is published.
    expect(await connectPage()).toContain(NEW_PHONE);
    expect((await deployed.client.call(`${SITE}/publish`, { token, json: { version: draft } })).status).toBe(200);
    // What is published is the deployed file itself: the live layer folds away, the build's settings are served.
    expect(await connectPage()).toContain(OLD_PHONE);
    expect((await settingsNow()).build).toBeNull();
  });
});

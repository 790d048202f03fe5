import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softPasskey } from '../test/authenticator';
import { builtDist, ensureBuilt } from '../test/built-site';
import { conformance, operationsOf, type Conformance } from '../test/conformance';
import { PDF, PNG } from '../test/fixtures';
import { startMailCatcher } from '../test/smtp';
import { startWebhookReceiver } from '../test/webhook-receiver';
import { form, startHarness, validApplication, validContact, validQuote, type CallOptions, type Harness } from '../test/harness';
import type { OpenApiDocument } from './document';

/*
 * Real answers of the API against its own document: one walk through every call (a visitor's
 * forms, the administrator's posts, inbox, files and backup, an account's passkey and app), each
 * answer checked for its status being one the document lists and its JSON body matching that
 * answer's schema. The walk must reach a success of every call the document describes.
 */

let h: Harness;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let document: OpenApiDocument;
let contract: Conformance;
beforeAll(async () => {
  // The built site beside the API: the live editor's calls edit its pages and render them.
  await ensureBuilt();
  mail = await startMailCatcher();
  receiver = await startWebhookReceiver();
  h = await startHarness({ distDir: builtDist, smtpUrl: mail.url, webhookAllowPrivate: true });
  document = (await (await h.client.call('/api/openapi.json')).json()) as OpenApiDocument;
  contract = conformance(document);
}, 600_000);
afterAll(async () => {
  await h.cleanup();
  await mail.close();
  await receiver.close();
});

/** Calls the API and fails the test when the answer is not what the document says. */
async function call(url: string, options: CallOptions = {}) {
  const res = await h.client.call(url, options);
  const method = options.method ?? (options.json !== undefined || options.form || options.body ? 'POST' : 'GET');
  expect(await contract.check(method, url, res), `${method} ${url}`).toBeNull();
  return res;
}
const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
};

const OWNER = { name: 'Site Owner', email: 'owner@example.com', password: 'correct horse battery' };
let token = '';

describe('every answer of the API matches its OpenAPI document', () => {
  it('health, readiness, the document and its reference page', async () => {
    expect((await call('/api/health')).status).toBe(200);
    expect((await call('/api/ready')).status).toBe(200);
    expect((await call('/api/openapi.json')).status).toBe(200);
    const page = await (await call('/api/docs')).text();
    for (const [, src] of page.matchAll(/src="([^"]+)"/g)) expect((await call(src ?? '')).status).toBe(200);
    expect((await call('/api/docs/redoc.standalone.js.LICENSE.txt')).status).toBe(200);
  });

  it('accounts and sessions', async () => {
    await json(await call('/api/auth/register', { json: OWNER }), 201);
    await json(await call('/api/auth/login', { json: { email: OWNER.email, password: 'wrong password' } }), 401);
    const signedIn = await json<{ accessToken: string; refreshToken: string }>(
      await call('/api/auth/login', { json: { email: OWNER.email, password: OWNER.password } }),
      200,
    );
    token = signedIn.accessToken;
    const pair = await json<{ refreshToken: string }>(
      await call('/api/auth/refresh-token', { json: { refreshToken: signedIn.refreshToken } }),
      200,
    );
    await json(await call('/api/auth/refresh-token', { json: { refreshToken: signedIn.refreshToken } }), 401);
    expect((await call('/api/auth/logout', { json: { refreshToken: pair.refreshToken } })).status).toBe(204);
    token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    await json(await call('/api/account/sign-in', { token }), 200);
    await json(await call('/api/account/sign-in'), 401);
  });

  it("a visitor's forms", async () => {
    await json(await call('/api/challenge'), 200);
    await json(await call('/api/search?q=cloud'), 200);
    await json(await call(`/api/search?q=${'x'.repeat(201)}`), 400);
    const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' };
    expect((await call('/api/insights/hit', { json: { path: '/services' }, headers: browser })).status).toBe(204);
    expect(
      (await call('/api/insights/hit', { body: '{"path": "/"}', headers: { ...browser, 'Content-Type': 'text/plain' } })).status,
    ).toBe(204);
    const image = await call('/api/insights/hit.gif?path=%2Fservices', { headers: browser });
    expect([image.status, image.headers.get('Content-Type')]).toEqual([200, 'image/gif']);
    await json(await call('/api/contact', { json: validContact }), 201);
    await json(await call('/api/contact', { json: { ...validContact, email: 'not an address' } }), 400);
    await json(await call('/api/request-quote', { form: form(validQuote) }), 201);
    await json(
      await call('/api/jobs/apply', { form: form(validApplication, { field: 'resume', name: 'cv.pdf', content: PDF }) }),
      201,
    );
  });

  it("the administrator's posts, images, inbox, files and backup", async () => {
    const image = await json<{ secure_url: string }>(
      await call('/api/uploads/images', { token, form: form({}, { field: 'file', name: 'cover.png', content: PNG }) }),
      201,
    );
    expect((await call(image.secure_url)).status).toBe(200);
    const post = await json<{ _id: string; version: number }>(
      await call('/api/blogs', { token, json: { title: 'Hello', content: '<p>World</p>', imageUrl: image.secure_url } }),
      201,
    );
    await json(await call('/api/blogs'), 200);
    await json(await call('/api/blogs?page=1&limit=5'), 200);
    await json(await call('/api/blogs?limit=0'), 400);
    await json(await call(`/api/blogs/${post._id}`), 200);
    const changed = await json<{ version: number }>(
      await call(`/api/blogs/${post._id}`, { method: 'PUT', token, json: { title: 'Hello again', version: post.version } }),
      200,
    );
    await json(
      await call(`/api/blogs/${post._id}`, { method: 'PUT', token, json: { title: 'Stale', version: post.version } }),
      409,
    );
    await json(
      await call(`/api/admin/blogs/${post._id}/autosave`, {
        method: 'PUT',
        token,
        json: { title: 'Hello, typed', content: '<p>More</p>', version: changed.version },
      }),
      200,
    );
    await json(await call('/api/admin/blogs?status=published', { token }), 200);
    const revisions = await json<{ id: string }[]>(await call(`/api/admin/blogs/${post._id}/revisions`, { token }), 200);
    const oldest = revisions.at(-1)?.id ?? '';
    await json(await call(`/api/admin/blogs/${post._id}/revisions/${oldest}`, { token }), 200);
    await json(await call(`/api/admin/blogs/${post._id}/revisions/${oldest}/restore`, { method: 'POST', token }), 200);
    await json(await call(`/api/admin/blogs/${post._id}/preview?days=2`, { method: 'POST', token }), 201);
    expect((await call(`/api/admin/blogs/${post._id}/preview`, { method: 'DELETE', token })).status).toBe(204);
    const draft = await json<{ _id: string }>(
      await call('/api/blogs', { token, json: { title: 'For review', content: '<p>Review me</p>', status: 'draft' } }),
      201,
    );
    await json(
      await call(`/api/admin/blogs/${draft._id}/submit`, { method: 'POST', token, json: { note: 'Please check' } }),
      200,
    );
    await json(await call(`/api/admin/blogs/${draft._id}/submit`, { method: 'POST', token }), 409);
    await json(await call('/api/admin/blogs?status=review', { token }), 200);
    await json(await call(`/api/admin/blogs/${draft._id}/return`, { method: 'POST', token, json: { note: '' } }), 400);
    await json(await call(`/api/admin/blogs/${draft._id}/return`, { method: 'POST', token, json: { note: 'Name it' } }), 200);

    for (const kind of ['quotes', 'contacts', 'applications']) {
      const items = await json<{ id: string; file?: { id: string } }[]>(await call(`/api/admin/${kind}`, { token }), 200);
      await json(await call(`/api/admin/${kind}?view=spam`, { token }), 200);
      const csv = await call(`/api/admin/${kind}/export.csv?from=2020-01-01&view=inbox`, { token });
      expect(csv.status).toBe(200);
      // The byte order mark first (text() would drop it), then the header row.
      expect(Buffer.from(await csv.arrayBuffer()).toString('latin1')).toMatch(/^\xEF\xBB\xBF"id","createdAt",/);
      await json(await call(`/api/admin/${kind}/export.csv?from=2020-02-30`, { token }), 400);
      await json(await call(`/api/admin/${kind}/${items[0]?.id ?? ''}/not-spam`, { method: 'POST', token }), 200);
      await json(await call(`/api/admin/${kind}/${items[0]?.id ?? ''}/resend`, { method: 'POST', token }), 202);
      await json(await call(`/api/admin/${kind}?state=new&assignee=me`, { token }), 200);
      const change = kind === 'quotes' ? { state: 'closed', outcome: 'won' } : { state: 'open' };
      await json(await call(`/api/admin/${kind}/${items[0]?.id ?? ''}`, { method: 'PATCH', token, json: change }), 200);
      await json(
        await call(`/api/admin/${kind}/${items[0]?.id ?? ''}`, { method: 'PATCH', token, json: { assigneeId: 'nobody' } }),
        422,
      );
      await json(await call(`/api/admin/${kind}/${items[0]?.id ?? ''}`, { method: 'PATCH', token, json: { by: 'me' } }), 400);
      const item = `/api/admin/${kind}/${items[0]?.id ?? ''}`;
      await json(await call(`${item}/notes`, { token, json: { text: 'Rang them back' } }), 201);
      await json(await call(`${item}/replies`, { token, json: { text: 'Thank you for writing.' } }), 202);
      await json(await call(`${item}/replies`, { token, json: { text: '' } }), 400);
      await json(await call(item, { token }), 200);
      await json(await call(`/api/admin/${kind}/00000000-0000-4000-8000-000000000000`, { token }), 404);
      if (kind === 'applications')
        expect((await call(`/api/admin/files/${items[0]?.file?.id ?? ''}`, { token })).status).toBe(200);
    }
    await json(await call('/api/admin/outbox', { token }), 200);
    await json(await call('/api/admin/calendars', { token }), 200);
    await json(
      await call('/api/admin/calendars/nepal/holidays', { token, json: { date: '2030-01-06', name: 'A holiday' } }),
      201,
    );
    await json(await call('/api/admin/calendars/nepal/holidays', { token, json: { date: '2030-01-06', name: 'Again' } }), 409);
    await json(await call('/api/admin/calendars/nepal/holidays', { token, json: { date: '2030-02-30', name: 'No day' } }), 400);
    expect((await call('/api/admin/calendars/nepal/holidays/2030-01-06', { method: 'DELETE', token })).status).toBe(204);
    await json(await call('/api/admin/calendars/nepal/holidays/2030-01-06', { method: 'DELETE', token }), 404);
    await json(await call('/api/admin/reports/enquiries', { token }), 200);
    await json(await call('/api/admin/reports/enquiries?from=2020-01-01&to=2030-12-31', { token }), 422);
    await json(await call('/api/admin/reports/enquiries?from=2020-02-30', { token }), 400);
    await json(await call('/api/admin/insights', { token }), 200);
    await json(await call('/api/admin/insights?from=2020-01-01&to=2030-12-31', { token }), 422);
    await json(await call('/api/admin/insights?to=2020-02-30', { token }), 400);
    const hook = await json<{ id: string }>(
      await call('/api/admin/webhooks', { token, json: { url: `${receiver.url}/hooks`, kinds: ['contact', 'quote'] } }),
      201,
    );
    await json(await call('/api/admin/webhooks', { token, json: { url: 'ftp://example.com', kinds: ['quote'] } }), 400);
    await json(await call('/api/admin/webhooks', { token }), 200);
    expect((await call('/api/contact', { json: validContact })).status).toBe(201);
    await h.server.idle();
    const [delivery] = await json<{ id: string }[]>(await call(`/api/admin/webhooks/${hook.id}/deliveries`, { token }), 200);
    await json(
      await call(`/api/admin/webhooks/${hook.id}/deliveries/${delivery?.id ?? ''}/retry`, { method: 'POST', token }),
      202,
    );
    await json(await call(`/api/admin/webhooks/${hook.id}/deliveries/1234567/retry`, { method: 'POST', token }), 404);
    expect((await call(`/api/admin/webhooks/${hook.id}`, { method: 'DELETE', token })).status).toBe(204);
    const backup = await call('/api/admin/backup', { token });
    expect(backup.status).toBe(200);
    expect((await backup.arrayBuffer()).byteLength).toBeGreaterThan(0);
    await json(await call('/api/admin/backup?recipient=AGE-SECRET-KEY-1', { token }), 400);
    await json(await call('/api/admin/audit?action=backup.downloaded&limit=1', { token }), 200);
    await json(await call('/api/admin/audit?before=yesterday', { token }), 400);

    await json(await call(`/api/blogs/${post._id}`, { method: 'DELETE', token }), 200);
    await json(await call(`/api/blogs/${post._id}`), 404);
  });

  it("an account's passkey and authenticator app", async () => {
    const key = softPasskey();
    const creation = await json<Parameters<typeof key.register>[0]>(
      await call('/api/account/passkeys/options', { method: 'POST', token }),
      200,
    );
    const added = await json<{ id: string }>(
      await call('/api/account/passkeys', {
        token,
        json: { name: 'Laptop', credential: key.register(creation, 'http://localhost:3000') },
      }),
      201,
    );
    await json(await call('/api/account/passkeys', { token }), 200);
    const request = await json<Parameters<typeof key.signIn>[0]>(
      await call('/api/auth/passkey/options', { method: 'POST' }),
      200,
    );
    await json(await call('/api/auth/passkey', { json: { credential: key.signIn(request) } }), 200);

    const enrolment = await json<{ secret: string }>(await call('/api/account/totp', { method: 'POST', token }), 201);
    const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
    await json(await call('/api/account/totp/confirm', { token, json: { code } }), 200);
    await json(await call('/api/account/totp/recovery-codes', { method: 'POST', token }), 200);
    await json(await call('/api/account/sign-in-policy', { method: 'PUT', token, json: { requireSecondFactor: true } }), 200);
    await json(await call('/api/account/sign-in-policy', { method: 'PUT', token, json: { requireSecondFactor: false } }), 200);
    await json(await call('/api/auth/login', { json: { email: OWNER.email, password: OWNER.password } }), 401);
    await json(await call('/api/auth/reauthenticate', { token, json: { password: OWNER.password } }), 403);
    await json(
      await call('/api/auth/reauthenticate', {
        token,
        json: { credential: key.signIn(await json(await call('/api/auth/passkey/options', { method: 'POST' }), 200)) },
      }),
      200,
    );
    expect((await call('/api/account/totp', { method: 'DELETE', token })).status).toBe(204);
    expect((await call(`/api/account/passkeys/${added.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call('/api/auth/logout-everywhere', { method: 'POST', token })).status).toBe(204);
  });

  it('the team: invitations, the staff, and the account as it is now', async () => {
    token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    await json(await call('/api/account', { token }), 200);
    const invited = await json<{ id: string; url: string }>(
      await call('/api/admin/invitations', { token, json: { email: 'editor@example.com', role: 'editor' } }),
      201,
    );
    await json(await call('/api/admin/invitations', { token, json: { email: OWNER.email, role: 'editor' } }), 409);
    await json(await call('/api/admin/invitations', { token }), 200);
    const other = await json<{ id: string }>(
      await call('/api/admin/invitations', { token, json: { email: 'author@example.com', role: 'author' } }),
      201,
    );
    expect((await call(`/api/admin/invitations/${other.id}`, { method: 'DELETE', token })).status).toBe(204);
    const inviteToken = invited.url.split('#invitation=')[1]!;
    const accept = { token: inviteToken, name: 'Eddie Editor', password: 'a long editor passphrase' };
    await json(await call('/api/auth/invitations/open', { json: { token: inviteToken } }), 200);
    await json(await call('/api/auth/invitations/open', { json: { token: 'A'.repeat(43) } }), 404);
    const joined = await json<{ user: { id: string } }>(await call('/api/auth/invitations/accept', { json: accept }), 201);
    await json(await call('/api/auth/invitations/accept', { json: accept }), 410);
    await json(await call('/api/auth/invitations/open', { json: { token: inviteToken } }), 410);
    await json(await call('/api/admin/users', { token }), 200);
    const users = `/api/admin/users/${joined.user.id}`;
    await json(await call(users, { method: 'PATCH', token, json: { role: 'author', suspended: true } }), 200);
    await json(await call(users, { method: 'PATCH', token, json: {} }), 400);
    expect((await call(users, { method: 'DELETE', token })).status).toBe(204);
    await json(await call(users, { method: 'DELETE', token }), 404);
  });

  it("the site's pages edited on the running site", async () => {
    const page = '/api/admin/content/pages/about';
    await json(await call('/api/admin/content/pages', { token }), 200);
    const about = await json<{ page: { blocks: { type: string; props: Record<string, unknown> }[] }; version: string }>(
      await call(page, { token }),
      200,
    );
    const changed = structuredClone(about.page);
    changed.blocks.find((block) => block.type === 'hero')!.props.title = 'A title of the walk';
    const { version } = await json<{ version: string }>(
      await call(`${page}/draft`, { method: 'PUT', token, json: { page: changed, version: about.version } }),
      200,
    );
    await json(await call(`${page}/draft`, { method: 'PUT', token, json: { page: changed, version: about.version } }), 409);
    await json(await call(`${page}/draft`, { method: 'PUT', token, json: { page: { blocks: 'none' }, version } }), 422);
    expect((await call(`${page}/preview`, { token })).status).toBe(200);
    await json(await call(`${page}/publish`, { token, json: { version } }), 200);
    await json(await call(`${page}/publish`, { token, json: { version } }), 409);
    const [entry] = await json<{ id: string }[]>(await call(`${page}/history`, { token }), 200);
    await json(await call(`${page}/history/${entry!.id}/restore`, { method: 'POST', token }), 200);
    await json(await call('/api/admin/content/pages/no-such-page', { token }), 404);
    const { images } = await json<{ images: { src: string }[] }>(await call('/api/admin/content/images', { token }), 200);
    expect(images.map((image) => image.src)).toContain('/images/logo.svg');
    const exported = await call('/api/admin/content/export', { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/gzip');
  });

  it("the site's settings edited on the running site", async () => {
    const site = '/api/admin/content/site';
    type Settings = {
      site: { company: { email: string; social: unknown[] }; offices: unknown[]; navigation: Record<string, unknown[]> };
      version: string;
    };
    const settings = await json<Settings>(await call(site, { token }), 200);
    // Nothing published here yet: the deployed settings are the published ones, and no draft is made.
    await json(await call(`${site}/draft/deployed`, { token, json: { version: settings.version } }), 200);
    const company = { email: 'office@example.com', social: settings.site.company.social, offices: settings.site.offices };
    const { version } = await json<{ version: string }>(
      await call(`${site}/draft/company`, { method: 'PUT', token, json: { ...company, version: settings.version } }),
      200,
    );
    await json(
      await call(`${site}/draft/company`, { method: 'PUT', token, json: { ...company, version: settings.version } }),
      409,
    );
    const navigation = { ...settings.site.navigation, footer: [{ label: 'Nowhere', to: '/nowhere' }] };
    await json(await call(`${site}/draft/navigation`, { method: 'PUT', token, json: { navigation, version } }), 422);
    const { version: withFooter } = await json<{ version: string }>(
      await call(`${site}/draft/navigation`, {
        method: 'PUT',
        token,
        json: { navigation: { ...settings.site.navigation, footer: [{ label: 'Home', to: '/' }] }, version },
      }),
      200,
    );
    expect((await call(`${site}/preview?path=/about`, { token })).status).toBe(200);
    await json(await call(`${site}/preview?path=/no-such-page`, { token }), 404);
    await json(await call(`${site}/preview`, { token }), 400);
    await json(await call(`${site}/publish`, { token, json: { version: withFooter } }), 200);
    await json(await call(`${site}/publish`, { token, json: { version: withFooter } }), 409);
    const [entry] = await json<{ id: string }[]>(await call(`${site}/history`, { token }), 200);
    await json(await call(`${site}/history/${entry!.id}/restore`, { method: 'POST', token }), 200);
  });

  it("a page's route, a new page and retiring one on the running site", async () => {
    const site = '/api/admin/content/site';
    const currentVersion = async () => {
      const state = await json<{ version: string; draft: { version: string } | null }>(await call(site, { token }), 200);
      return state.draft?.version ?? state.version;
    };
    const routes = `${site}/draft/routes`;
    await json(
      await call(routes, {
        method: 'PATCH',
        token,
        json: { version: await currentVersion(), path: '/about', changes: { title: 'About the walk' } },
      }),
      200,
    );
    await json(
      await call(routes, {
        method: 'PATCH',
        token,
        json: { version: await currentVersion(), path: '/nowhere', changes: { title: 'x' } },
      }),
      404,
    );
    const description = 'A page the contract walk makes, publishes and retires again, to reach each of its calls.';
    const made = await json<{ version: string; name: string }>(
      await call(`${site}/draft/pages`, {
        token,
        json: { version: await currentVersion(), path: '/walk', title: 'The walk', description, from: null },
      }),
      200,
    );
    const walk = await json<{ draft: { version: string } }>(await call(`/api/admin/content/pages/${made.name}`, { token }), 200);
    await json(
      await call(`/api/admin/content/pages/${made.name}/publish`, {
        token,
        json: { version: walk.draft.version, site: made.version },
      }),
      200,
    );
    await json(await call(`${site}/draft/retire`, { token, json: { version: await currentVersion(), path: '/connect' } }), 422);
    const { version } = await json<{ version: string }>(
      await call(`${site}/draft/retire`, { token, json: { version: await currentVersion(), path: '/walk' } }),
      200,
    );
    await json(await call(`${site}/publish`, { token, json: { version } }), 200);
  });

  it('reached a success of every call the document describes', () => {
    const unreached = operationsOf(document)
      .map((op) => `${op.method} ${op.template}`)
      .filter((operation) => ![...contract.seen].some((seen) => seen.startsWith(`${operation} 2`)));
    expect(unreached).toEqual([]);
  });
});

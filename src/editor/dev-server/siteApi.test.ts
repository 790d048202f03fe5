import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rawSiteConfig from '../../../site.config';
import { checkProject, compileSiteConfig } from '../../config/compile';
import { TOKEN_HEADER, type SiteState } from '../wire/protocol';
import { createEditorApi } from './api';
import { evaluateSiteConfig } from './siteConfigFile';
import { versionOf } from '../../config/page-text';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, renameSync: vi.fn(actual.renameSync) };
});

const repo = process.cwd();
let root: string;
let api: ReturnType<typeof createEditorApi>;
const TOKEN = 'a-token-of-this-run-of-the-dev-server';
const headers = {
  host: '127.0.0.1:5173',
  origin: 'http://127.0.0.1:5173',
  'content-type': 'application/json',
  [TOKEN_HEADER]: TOKEN,
};
const config = () => readFileSync(path.join(root, 'site.config.ts'), 'utf8');
const version = () => versionOf(config());

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-site-api-'));
  cpSync(path.join(repo, 'content/pages'), path.join(root, 'content/pages'), { recursive: true });
  cpSync(path.join(repo, 'content/services.json'), path.join(root, 'content/services.json'));
  for (const file of ['site.config.ts', '.prettierrc.json', 'src/config/site-schema.ts'])
    cpSync(path.join(repo, file), path.join(root, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  api = createEditorApi(root, { token: TOKEN, site: compileSiteConfig(rawSiteConfig) });
});
afterEach(() => {
  vi.mocked(fs.renameSync).mockRestore();
  rmSync(root, { recursive: true, force: true });
});

const send = (method: string, url: string, body: unknown, extra: Record<string, string> = {}) =>
  api.request(`/__editor/site${url}`, {
    method,
    headers: { ...headers, ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};

const partners = () => ({
  version: version(),
  path: '/partners',
  title: 'Our Partners',
  description: 'The cloud, network and security vendors whose products Nexlink IT Solutions designs with, installs and supports.',
  from: null,
});

/** What `npm run check` says of the project on disk. */
/** `npm run check` on the project as written: site.config.ts as it is on disk now, and the content files. */
async function check(): Promise<string> {
  try {
    return `valid (${checkProject(root, await evaluateSiteConfig(root, config())).routes.length} routes)`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('the editor API for site.config.ts', () => {
  it('changes the About page’s title as a one-line diff of site.config.ts', async () => {
    const before = config();
    const response = await send('PATCH', '/routes', {
      version: versionOf(before),
      path: '/about',
      changes: { title: 'About Nexlink' },
    });
    expect(response.status).toBe(200);
    expect(changedLines(before, config())).toEqual(["      title: 'About Nexlink',"]);
    expect(await response.json()).toEqual({ file: 'site.config.ts', version: version() });
  });

  it('creates a page: its route in site.config.ts and its file in content/pages/, which the checks accept', async () => {
    const response = await send('POST', '/pages', partners());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 'content/pages/partners.json' });
    expect(JSON.parse(readFileSync(path.join(root, 'content/pages/partners.json'), 'utf8'))).toMatchObject({
      blocks: [{ type: 'hero', props: { title: 'Our Partners' } }],
    });
    expect(config()).toContain("      path: '/partners',\n      title: 'Our Partners',\n");
    const state = (await (await send('GET', '', undefined)).json()) as SiteState;
    expect(state.config.routes.at(-1)).toMatchObject({ path: '/partners', page: { content: 'partners' } });
  });

  it('copies an existing page as the starting point', async () => {
    expect((await send('POST', '/pages', { ...partners(), from: 'about' })).status).toBe(200);
    expect(readFileSync(path.join(root, 'content/pages/partners.json'), 'utf8')).toBe(
      readFileSync(path.join(root, 'content/pages/about.json'), 'utf8'),
    );
  });

  it('refuses to retire a page the navigation and other pages link to, listing those places, and changes nothing', async () => {
    const before = config();
    const response = await send('POST', '/routes/retire', { version: versionOf(before), path: '/about' });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^\/about cannot be retired while other places link to it/);
    expect(error).toContain("navigation: the link 'About Us' goes to '/about', which no route serves");
    expect(config()).toBe(before);
    expect(existsSync(path.join(root, 'content/pages/about.json'))).toBe(true);
  });

  it('retires a page nothing links to, with its file', async () => {
    await send('POST', '/pages', partners());
    const response = await send('POST', '/routes/retire', { version: version(), path: '/partners' });
    expect(response.status).toBe(200);
    expect(existsSync(path.join(root, 'content/pages/partners.json'))).toBe(false);
    expect(config()).not.toContain('/partners');
    // The site's own routes, as before the page was added.
    expect(await check()).toBe(`valid (${rawSiteConfig.routes.length} routes)`);
  });

  it('moves a page to a new address, keeping the old one as an alias when asked', async () => {
    const response = await send('PATCH', '/routes', {
      version: version(),
      path: '/about',
      changes: { path: '/about-us', keepAlias: true },
    });
    expect(response.status).toBe(200);
    expect(config()).toContain("      path: '/about-us',\n      aliases: ['/about'],\n");
    // Without the alias, the navigation's links to /about lead nowhere: refused.
    const moved = await send('PATCH', '/routes', { version: version(), path: '/connect', changes: { path: '/contact-us' } });
    expect(moved.status).toBe(422);
  });

  it('adds a header link from the navigation form, and refuses one to a page the site does not have', async () => {
    await send('POST', '/pages', partners());
    const state = (await (await send('GET', '', undefined)).json()) as SiteState;
    const navigation = {
      ...state.config.navigation,
      header: [...state.config.navigation.header, { label: 'Partners', to: '/partners' }],
    };
    const before = config();
    expect((await send('PUT', '/navigation', { version: state.version, navigation })).status).toBe(200);
    // One line added to the header's list, nothing else.
    expect(config()).toBe(
      before.replace(
        "      { label: 'Connect', to: '/connect' },\n    ],",
        "      { label: 'Connect', to: '/connect' },\n      { label: 'Partners', to: '/partners' },\n    ],",
      ),
    );

    const nowhere = { ...navigation, footer: [{ label: 'Nowhere', to: '/nowhere' }] };
    const refused = await send('PUT', '/navigation', { version: version(), navigation: nowhere });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toContain(
      "the link 'Nowhere' goes to '/nowhere', which no route serves",
    );
  });

  it('changes the contact e-mail and refuses one that is not an address', async () => {
    const state = (await (await send('GET', '', undefined)).json()) as SiteState;
    const { email: _email, social, ...company } = { ...state.config.company };
    void company;
    const body = { version: state.version, email: 'office@nexlinkit.co.uk', social, offices: state.config.offices };
    const before = config();
    expect((await send('PUT', '/company', body)).status).toBe(200);
    expect(changedLines(before, config())).toEqual(["    email: 'office@nexlinkit.co.uk',"]);
    expect((await send('PUT', '/company', { ...body, version: version(), email: 'not an address' })).status).toBe(422);
  });

  it('reads site.config.ts as it is on disk at each request: a change made in a text editor shows, a broken file is reported', async () => {
    const read = async () => {
      const response = await send('GET', '', undefined);
      return { status: response.status, state: (await response.json()) as SiteState & { error?: string } };
    };
    const first = await read();
    expect(first.state.config.company.email).toBe('hello@nexlinkit.co.uk');
    expect((await read()).state).toEqual(first.state);
    const file = path.join(root, 'site.config.ts');
    const text = config();
    writeFileSync(file, text.replace("email: 'hello@nexlinkit.co.uk'", "email: 'office@nexlinkit.co.uk'"));
    const changed = await read();
    expect(changed.state.config.company.email).toBe('office@nexlinkit.co.uk');
    expect(changed.state.version).toBe(version());
    writeFileSync(file, text.replace("email: 'hello@nexlinkit.co.uk'", "email: 'not an address'"));
    expect((await read()).status).toBe(422);
    writeFileSync(file, text);
    expect((await read()).state).toEqual(first.state);
  });

  it('lists every page file with when it last changed, and writes nothing for a change that changes nothing', async () => {
    const state = (await (await send('GET', '', undefined)).json()) as SiteState;
    expect(state.files.find((file) => file.name === 'about')?.changed).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(state.files).toHaveLength(readdirSync(path.join(root, 'content/pages')).length);
    const before = fs.statSync(path.join(root, 'site.config.ts')).mtimeMs;
    const response = await send('PATCH', '/routes', { version: state.version, path: '/about', changes: { title: 'About Us' } });
    expect(response.status).toBe(200);
    expect(fs.statSync(path.join(root, 'site.config.ts')).mtimeMs).toBe(before);
  });

  it('refuses a change made on a version of site.config.ts that is no longer on disk', async () => {
    const stale = version();
    writeFileSync(path.join(root, 'site.config.ts'), config().replace("title: 'About Us'", "title: 'About the team'"));
    const pulled = config();
    const response = await send('PATCH', '/routes', { version: stale, path: '/about', changes: { title: 'About Nexlink' } });
    expect(response.status).toBe(409);
    expect(config()).toBe(pulled);
  });

  it('of two changes made on the same version at once, writes one and refuses the other', async () => {
    const opened = version();
    const answers = await Promise.all([
      send('PATCH', '/routes', { version: opened, path: '/about', changes: { title: 'About Nexlink' } }),
      send('PATCH', '/routes', { version: opened, path: '/career', changes: { title: 'Jobs' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await check()).toMatch(/^valid/);
  });

  it('writes nothing, page or config, when the write of site.config.ts fails halfway', async () => {
    const before = config();
    const rename = vi.mocked(fs.renameSync);
    const real = rename.getMockImplementation();
    rename.mockImplementation((from, to) => {
      if (String(to).endsWith('site.config.ts')) throw new Error('disk full');
      real?.(from, to);
    });
    await expect(send('POST', '/pages', partners())).resolves.toHaveProperty('status', 500);
    expect(config()).toBe(before);
    expect(existsSync(path.join(root, 'content/pages/partners.json'))).toBe(false);
    expect(readdirSync(root).filter((file) => file.includes('.tmp') || file.includes('candidate'))).toEqual([]);
  });

  it('refuses malformed, truncated, oversized, mis-shaped and path-escaping requests before touching anything', async () => {
    const before = config();
    const pages = readdirSync(path.join(root, 'content/pages')).sort();
    const refusals = [
      await send('POST', '/pages', '{"version":'),
      await send('POST', '/pages', 'not json'),
      await send('POST', '/pages', partners(), { 'content-type': 'text/plain' }),
      await send('POST', '/pages', { ...partners(), extra: 1 }),
      await send('POST', '/pages', { ...partners(), description: 'x'.repeat(300 * 1024) }),
      await send('POST', '/pages', { ...partners(), path: '/../../etc/passwd' }),
      await send('POST', '/pages', { ...partners(), path: '/about' }),
      await send('POST', '/pages', { ...partners(), from: '../../site.config' }),
      await send('PATCH', '/routes', { version: version(), path: '/about', changes: { path: '/../secrets' } }),
      await send('PATCH', '/routes', { version: version(), path: '/no-such-page', changes: { title: 'X' } }),
      await send('POST', '/routes/retire', { version: version(), path: '/../about' }),
      await send('PUT', '/navigation', { version: version(), navigation: { header: [] } }),
      await send(
        'PATCH',
        '/routes',
        { version: version(), path: '/about', changes: { title: 'X' } },
        { origin: 'http://evil.example' },
      ),
      await send(
        'PATCH',
        '/routes',
        { version: version(), path: '/about', changes: { title: 'X' } },
        { [TOKEN_HEADER]: 'guessed' },
      ),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([
      400, 400, 415, 400, 413, 422, 422, 404, 422, 404, 404, 400, 403, 403,
    ]);
    expect(config()).toBe(before);
    expect(readdirSync(path.join(root, 'content/pages')).sort()).toEqual(pages);
  });
});

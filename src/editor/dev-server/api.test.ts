import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import rawSiteConfig from '../../../site.config';
import { checkProject, compileSiteConfig } from '../../config/compile';
import { TOKEN_HEADER } from '../wire/protocol';
import { createEditorApi } from './api';
import { formatPage } from '../../config/page-text';
import { versionOf } from '../../config/page-text';

const repo = process.cwd();
let root: string;
let api: ReturnType<typeof createEditorApi>;
const origin = 'http://127.0.0.1:5173';
/** This run's token, which the dev server gives the editor's page alone. */
const TOKEN = 'a-token-of-this-run-of-the-dev-server';
const withToken = { [TOKEN_HEADER]: TOKEN };
const about = () => readFileSync(path.join(root, 'content/pages/about.json'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-api-'));
  cpSync(path.join(repo, 'content/pages'), path.join(root, 'content/pages'), { recursive: true });
  cpSync(path.join(repo, 'content/services.json'), path.join(root, 'content/services.json'));
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  api = createEditorApi(root, { token: TOKEN, site: compileSiteConfig(rawSiteConfig) });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const put = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`/__editor/pages/${name}`, {
    method: 'PUT',
    headers: { host: '127.0.0.1:5173', origin, 'content-type': 'application/json', ...withToken, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** What `npm run check` (and the build, which runs the same check) says of the project with this about page. */
function buildMessageFor(page: unknown): string {
  const opened = about();
  writeFileSync(path.join(root, 'content/pages/about.json'), formatPage(page));
  try {
    checkProject(root, rawSiteConfig);
    return 'the build accepts it';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    writeFileSync(path.join(root, 'content/pages/about.json'), opened);
  }
}

const aboutPage = () => JSON.parse(about()) as { blocks: { props: Record<string, unknown> }[] };

describe('the editor API', () => {
  it('saves a changed title as a one-line change, in the files’ own formatting', async () => {
    const before = about();
    const page = aboutPage();
    (page.blocks[0] as { props: Record<string, unknown> }).props.title = 'About Nexlink';
    const response = await put('about', { version: versionOf(before), page });
    expect(response.status).toBe(200);
    const after = about();
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['        "title": "About Nexlink",']);
    expect(after.endsWith('}\n')).toBe(true);
    expect(await response.json()).toEqual({ file: 'content/pages/about.json', version: versionOf(after) });
  });

  it('refuses an invalid page with the compiler’s message per JSON path and writes nothing', async () => {
    const before = about();
    const page = aboutPage();
    (page.blocks[0] as { props: Record<string, unknown> }).props.title = '';
    const response = await put('about', { version: versionOf(before), page });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'content/pages/about.json is not valid:\n- blocks[0].props.title: this cannot be empty',
      issues: [
        {
          file: 'content/pages/about.json',
          path: ['blocks', 0, 'props', 'title'],
          message: 'this cannot be empty',
        },
      ],
    });
  });

  it('refuses a link to a page the site does not have, with the build’s message, and writes nothing', async () => {
    const before = about();
    const page = aboutPage();
    (page.blocks[1] as { props: Record<string, unknown> }).props.paragraphs = ['Read [our prices](/no-such-page) first.'];
    const response = await put('about', { version: versionOf(before), page });
    expect(response.status).toBe(422);
    expect(about()).toBe(before);
    expect(await response.json()).toEqual({
      error: buildMessageFor(page),
      issues: [
        {
          file: 'content/pages/about.json',
          path: ['blocks', 1, 'props', 'paragraphs', 0],
          message: "the link goes to '/no-such-page', which is not a page of this site; choose one of the site’s pages",
        },
      ],
    });
  });

  it('refuses a second h1 with the build’s message, and writes nothing', async () => {
    const before = about();
    const page = aboutPage();
    page.blocks.push({ type: 'hero', props: { title: 'About Us, again' } } as (typeof page.blocks)[number]);
    const response = await put('about', { version: versionOf(before), page });
    expect(response.status).toBe(422);
    expect(about()).toBe(before);
    expect(await response.json()).toEqual({
      error: buildMessageFor(page),
      issues: [{ file: 'content/pages/about.json', path: ['blocks', 8], message: expect.stringMatching(/^a second h1/) }],
    });
  });

  it('refuses to overwrite a file that changed on disk since the editor opened it', async () => {
    const opened = about();
    const pulled = opened.replace('"About Us"', '"About the team"');
    writeFileSync(path.join(root, 'content/pages/about.json'), pulled);
    const response = await put('about', { version: versionOf(opened), page: JSON.parse(opened) as unknown });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/changed on disk since you opened it/);
    expect(about()).toBe(pulled);
  });

  it.each([
    ['..%2F..%2Fpackage', 404],
    ['..%2Fservices', 404],
    ['ABOUT', 404],
    ['about.json', 404],
    ['new-page', 404],
    ['%00about', 404],
  ])('writes only existing files of content/pages/: %s answers %i', async (name, status) => {
    const response = await put(name, { version: 'a'.repeat(64), page: { blocks: [] } });
    expect(response.status).toBe(status);
    expect(readdirSync(path.join(root, 'content/pages')).length).toBe(readdirSync(path.join(repo, 'content/pages')).length);
  });

  it('refuses malformed, mis-shaped, oversized and foreign requests before touching the file', async () => {
    const before = about();
    expect((await put('about', '{"version": ')).status).toBe(400);
    expect((await put('about', { page: {} })).status).toBe(400);
    expect((await put('about', { version: versionOf(before), page: [] })).status).toBe(400);
    expect((await put('about', { version: versionOf(before), page: {}, extra: 1 })).status).toBe(400);
    expect(
      (await put('about', JSON.stringify({ version: versionOf(before), page: { pad: 'x'.repeat(1_100_000) } }))).status,
    ).toBe(413);
    expect((await put('about', { version: versionOf(before), page: aboutPage() }, { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    expect(
      (await put('about', { version: versionOf(before), page: aboutPage() }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(
      (await put('about', { version: versionOf(before), page: aboutPage() }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    const noOrigin = await api.request('/__editor/pages/about', {
      method: 'PUT',
      headers: { host: '127.0.0.1:5173', 'content-type': 'application/json', ...withToken },
      body: JSON.stringify({ version: versionOf(before), page: aboutPage() }),
    });
    expect(noOrigin.status).toBe(403);
    expect(about()).toBe(before);
    expect(readdirSync(path.join(root, 'content/pages')).filter((file) => file.startsWith('.'))).toEqual([]);
  });

  it('reads a page with its version, and lists every page', async () => {
    const read = (url: string) => api.request(url, { headers: withToken });
    const page = await read('/__editor/pages/about');
    expect(await page.json()).toMatchObject({ file: 'content/pages/about.json', version: versionOf(about()) });
    expect((await read('/__editor/pages/..%2F..%2Fpackage')).status).toBe(404);
    const list = (await (await read('/__editor/pages')).json()) as { pages: string[] };
    expect(list.pages).toContain('about');
    expect(list.pages).toContain('home');
  });

  it('stores an uploaded image under public/images/ with its size, never replacing a file, and refuses what is not a raster image', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    const upload = (name: string, body: Buffer | string, headers: Record<string, string> = {}) =>
      api.request('/__editor/images', {
        method: 'POST',
        headers: { host: '127.0.0.1:5173', origin, 'x-file-name': name, ...withToken, ...headers },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
    const first = await upload('Team Photo.png', png);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ src: '/images/team-photo.png', width: 40, height: 30 });
    expect(await (await upload('team photo.PNG', png)).json()).toMatchObject({ src: '/images/team-photo-2.png' });
    expect(await (await upload('..%2F..%2Fsrc%2Fevil.png', png)).json()).toMatchObject({ src: '/images/evil.png' });
    expect((await upload('x.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).status).toBe(415);
    expect((await upload('x.png', 'not an image')).status).toBe(415);
    expect((await upload('%E0%A4%A', png)).status).toBe(400);
    expect((await upload('big.png', Buffer.alloc(6 * 1024 * 1024))).status).toBe(413);
    expect((await upload('x.png', png, { origin: 'https://evil.example' })).status).toBe(403);
    expect(readdirSync(path.join(root, 'public/images')).sort()).toEqual(['evil.png', 'team-photo-2.png', 'team-photo.png']);
  });

  it('answers nothing, reads and writes alike, without this run’s token', async () => {
    const before = about();
    const page = aboutPage();
    (page.blocks[0] as { props: Record<string, unknown> }).props.title = 'Rewritten by another site';
    const body = JSON.stringify({ version: versionOf(before), page });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const token of [undefined, '', 'a-token-of-another-run', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const headers = { host: '127.0.0.1:5173', origin, ...(token === undefined ? {} : { [TOKEN_HEADER]: token }) };
      const answers = await Promise.all([
        api.request('/__editor/pages'),
        api.request('/__editor/pages/about', { headers }),
        api.request('/__editor/images', { headers }),
        api.request('/__editor/pages/about', {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }),
        api.request('/__editor/images', {
          method: 'POST',
          headers: { ...headers, 'x-file-name': 'x.png' },
          body: new Uint8Array(png),
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
      expect(((await answers[3]?.json()) as { error: string }).error).toMatch(
        /Only the editor opened from this run of npm run dev/,
      );
    }
    expect(about()).toBe(before);
    expect(readdirSync(path.join(root, 'public/images'))).toEqual([]);
  });

  it('stores a photo without the GPS position and camera its EXIF carried, upright, as the server’s uploads do', async () => {
    // A portrait photo stored sideways (EXIF orientation 6), with its GPS position and camera.
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#15803d' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await api.request('/__editor/images', {
      method: 'POST',
      headers: { host: '127.0.0.1:5173', origin, 'x-file-name': 'Holiday.jpg', ...withToken },
      body: new Uint8Array(photo),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ src: '/images/holiday.jpg', width: 40, height: 60 });
    const stored = readFileSync(path.join(root, 'public/images/holiday.jpg'));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    // A file with nothing to drop is kept byte for byte.
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await api.request('/__editor/images', {
      method: 'POST',
      headers: { host: '127.0.0.1:5173', origin, 'x-file-name': 'plain.png', ...withToken },
      body: new Uint8Array(plain),
    });
    expect(readFileSync(path.join(root, 'public/images/plain.png')).equals(plain)).toBe(true);
  });
});

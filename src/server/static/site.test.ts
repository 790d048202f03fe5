import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { writeCspManifest } from '../../../scripts/build/csp-manifest';
import { precompress } from '../../../scripts/build/precompress';
import { inlineScriptHashes } from './csp-manifest';
import { staticSite } from './site';

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme') || 'light';";
const HYDRATION = 'window.__DATA__ = {"route":"/about"};';
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${THEME_SCRIPT}</script>` +
  `<script type="application/ld+json">${JSON_LD}</script><script src="/static/js/app.123.js" defer></script></head>` +
  `<body>${'<p>filler text for compression</p>'.repeat(60)}<script type="module">${HYDRATION}</script></body></html>`;
const sha = (text: string) => createHash('sha256').update(text).digest('base64');

let dist: string;
/** What the build renders for `{retention}` in the privacy page's prose (blocks/shared/Prose.tsx). */
const PRIVACY_TEXT = '<p>Deleted <span data-retention-days="730">24 months</span> after they reach us.</p>';
let h: Harness;
let noDist: Harness;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'about'), { recursive: true });
  await mkdir(path.join(dist, 'static', 'js'), { recursive: true });
  await mkdir(path.join(dist, '.git'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), page('Home'));
  await writeFile(path.join(dist, 'about', 'index.html'), page('About'));
  await writeFile(path.join(dist, '404.html'), page('Not found'));
  await mkdir(path.join(dist, 'privacy'), { recursive: true });
  await writeFile(path.join(dist, 'privacy', 'index.html'), page('Privacy').replace('<body>', `<body>${PRIVACY_TEXT}`));
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(dist, 'static', 'js', 'app.123.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  await writeFile(path.join(dist, '.git', 'config'), 'secret');
  await writeFile(path.join(path.dirname(dist), 'outside.txt'), 'outside');
  // As `npm run build` finishes dist/.
  await writeCspManifest(dist);
  await precompress(dist);
  [h, noDist] = await Promise.all([startHarness({ distDir: dist }), startHarness({ distDir: path.join(dist, 'missing') })]);
});
afterAll(async () => {
  await Promise.all([h.cleanup(), noDist.cleanup()]);
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => h.server.app.request(url, { headers });

describe('inline script hashes', () => {
  it('hashes executable inline scripts only: not JSON-LD, not scripts with src', () => {
    expect(inlineScriptHashes(page('x')).sort()).toEqual([sha(THEME_SCRIPT), sha(HYDRATION)].sort());
  });
});

describe('the retention period a page states', () => {
  it("is the server's RETENTION_DAYS, whatever the build rendered, in every encoding", async () => {
    const year = await startHarness({ distDir: dist, retentionDays: 365 });
    try {
      const stated = '<p>Deleted <span data-retention-days="365">12 months</span> after they reach us.</p>';
      const plain = await year.server.app.request('/privacy');
      const text = await plain.text();
      expect(text).toContain(stated);
      expect(text).not.toContain('24 months');
      const br = await year.server.app.request('/privacy', { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
      expect(br.headers.get('etag')).toBe(`"${createHash('sha1').update(text).digest('base64url')}"`);
    } finally {
      await year.cleanup();
    }
  });

  it('is sent as built where the server keeps the default, and in days where they make no whole months', async () => {
    expect(await (await get('/privacy')).text()).toContain(PRIVACY_TEXT);
    const short = await startHarness({ distDir: dist, retentionDays: 90 });
    try {
      expect(await (await short.server.app.request('/privacy')).text()).toContain(
        '<span data-retention-days="90">90 days</span>',
      );
    } finally {
      await short.cleanup();
    }
  });
});

describe('prerendered pages', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
  ])('%s serves its page with 200, no-cache and a CSP listing its inline scripts', async (url, title) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(`<title>${title}</title>`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${sha(THEME_SCRIPT)}' 'sha256-${sha(HYDRATION)}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A page sets no cookie: nothing on the site needs one.
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends a page as the build wrote it, compressed as the browser accepts, with the ETag of its HTML', async () => {
    const html = page('About');
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    const br = await get('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('etag')).toBe(etag);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gzip = await get('/about/', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = await get('/about');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/about', { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': 'br' });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get('/about', { 'If-None-Match': '"other"' })).status).toBe(200);

    const head = await h.server.app.request('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('answers 200 readers of a page at once, the first ones included, with the same page', async () => {
    const fresh = staticSite(dist);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async () => fresh.request('/', { headers: { 'Accept-Encoding': 'br' } })),
    );
    const bodies = await Promise.all(
      answers.map(async (res) => brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(new Set(bodies)).toEqual(new Set([page('Home')]));
  });

  it('treats odd spellings of a page address as the file server would: the file itself, or 404', async () => {
    const file = await get('/about/index.html');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(page('About'));
    expect(file.headers.get('content-security-policy')).toContain(sha(HYDRATION));
    for (const url of ['//about', '/about//', '/About', '/about/index.html/']) expect((await get(url)).status, url).toBe(404);
    // As long as a request line may be, and shaped to make a careless pattern backtrack.
    const started = performance.now();
    for (const url of [`/${'a/'.repeat(4000)}!`, `/${'a'.repeat(8000)}!`, `/${'a.'.repeat(4000)}/`])
      expect((await get(url)).status).toBe(404);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('unknown paths answer 404 with the 404 page', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Not found</title>');
    expect(res.headers.get('content-security-policy')).toContain(sha(THEME_SCRIPT));
  });

  it('answers a page the browser renders from the API (a stored blog post) with the app shell and 200', async () => {
    const app = staticSite(dist, { isClientPage: async (urlPath) => urlPath === '/blog/stored-post' });
    const stored = await app.request('/blog/stored-post');
    expect(stored.status).toBe(200);
    expect(await stored.text()).toContain('<title>Not found</title>');
    expect((await app.request('/blog/missing-post')).status).toBe(404);
  });

  it('answers an older address of such a page 301 to its current one, keeping the query', async () => {
    const app = staticSite(dist, {
      isClientPage: async (urlPath) => (urlPath === '/blog/old-name' ? { redirect: '/blog/new-name' } : false),
    });
    const moved = await app.request('/blog/old-name?utm_source=feed');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/new-name?utm_source=feed');
  });

  it('never serves dotfiles or anything outside dist', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/.csp.json',
      '/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/static/..%2f..%2foutside.txt',
      '/%2e%2e%5coutside.txt',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('outside');
    }
  });

  it('serves hashed assets as immutable, compressed when the browser accepts it', async () => {
    const plain = await get('/static/js/app.123.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const original = await plain.text();

    const br = await get('/static/js/app.123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);

    const gzip = await get('/static/js/app.123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(original);
  });

  it('answers 304 to a matching If-None-Match and serves plain files such as robots.txt', async () => {
    const first = await get('/robots.txt');
    expect(await first.text()).toBe('User-agent: *\n');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/robots.txt', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers a clear 503 when the site has not been built, while the API still runs', async () => {
    const res = await noDist.server.app.request('/about');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/not been built/);
    expect((await noDist.server.app.request('/api/health')).status).toBe(200);
  });
});

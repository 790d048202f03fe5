import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { REFERENCE_PAGE_CSP, servedBundle } from './reference-page';

let h: Harness;
let html: string;
let page: Response;
beforeAll(async () => {
  h = await startHarness();
  page = await get('/api/docs');
  html = await page.text();
});
afterAll(() => h.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => Promise.resolve(h.server.app.request(url, { headers }));

/** A CSP's directives, each with its sources. */
const directives = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

/** Every src and href the page holds. */
const addresses = (text: string) => [...text.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
const scriptAddresses = (text: string) => [...text.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('GET /api/docs', () => {
  it('is an HTML page for people that search engines leave out', async () => {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Nexlink IT Solutions API reference</title>');
    // Points the renderer at the API's own document.
    expect(html).toContain('data-document="/api/openapi.json"');

    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html, path.resolve('api-reference.html'));
    expect(formatterFactory('text')(report.results)).toBe('');
  });

  it('has a CSP of its own that runs scripts from this origin alone', async () => {
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(REFERENCE_PAGE_CSP);
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Redoc's search index is built in a Worker from a blob: URL; this page alone allows that.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|\*|https?:/);
    // The site's other answers keep worker-src 'self' alone.
    const health = await get('/api/health');
    expect(directives(health.headers.get('content-security-policy') ?? '').get('worker-src')).toEqual(["'self'"]);
  });

  it('has no inline script, and names nothing on another origin', () => {
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    const found = addresses(html);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const address of found) expect(address, address).toMatch(/^\/(?!\/)/);
  });

  it('loads the renderer, then the script that starts it, from /api/docs/ under their versions', async () => {
    const [bundle, start] = scriptAddresses(html);
    expect(bundle).toMatch(/^\/api\/docs\/redoc\.standalone\.js\?v=[0-9a-f]{16}$/);
    expect(start).toMatch(/^\/api\/docs\/start\.js\?v=[0-9a-f]{16}$/);
    for (const address of [bundle ?? '', start ?? '']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      expect((await res.text()).length).toBeGreaterThan(100);
    }
    const started = await (await get(start ?? '')).text();
    expect(started).toContain("getElementById('api-reference')");
    expect(started).toContain('Redoc.init(');
  });

  it('sends the renderer compressed, revalidates it without a version, and answers 304 to a copy the browser has', async () => {
    const [address = ''] = scriptAddresses(html);
    const plain = await (await get(address)).text();
    const br = await get(address, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const compressed = Buffer.from(await br.arrayBuffer());
    expect(compressed.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(plain);

    const unversioned = await get('/api/docs/redoc.standalone.js');
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
    const etag = unversioned.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await get('/api/docs/redoc.standalone.js', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/api/docs/redoc.standalone.js?v=0000000000000000')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a copy of Redoc that asks no other origin for its logo and names no source map', async () => {
    const original = readFileSync(fileURLToPath(import.meta.resolve('redoc/bundles/redoc.standalone.js')), 'utf8');
    // What servedBundle takes out is there in the pinned version (a new one would fail here first).
    // Booleans, not toContain: a failure would print the whole 1 MB bundle.
    expect(original.includes('src:"https://cdn.redoc.ly/redoc/logo-mini.svg"')).toBe(true);
    expect(/\n\/\/# sourceMappingURL=redoc\.standalone\.js\.map\s*$/.test(original)).toBe(true);
    const served = await (await get('/api/docs/redoc.standalone.js')).text();
    expect(served === servedBundle(original)).toBe(true);
    expect(served.includes('cdn.redoc.ly')).toBe(false);
    expect(served.includes('src:"data:image/gif;base64,')).toBe(true);
    expect(served.slice(-200).includes('sourceMappingURL')).toBe(false);
  });

  it('serves the licences the bundle refers to, beside it', async () => {
    const served = await (await get('/api/docs/redoc.standalone.js')).text();
    expect(served.split('\n', 1)[0]).toBe('/*! For license information please see redoc.standalone.js.LICENSE.txt */');
    const res = await get('/api/docs/redoc.standalone.js.LICENSE.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('The MIT License');
    expect(text).toContain('ReDoc - OpenAPI/Swagger-generated API Reference Documentation');
  });

  it('answers 404 under /api/docs/ for anything else', async () => {
    expect((await get('/api/docs/redoc.standalone.js.map')).status).toBe(404);
    expect((await get('/api/docs/redoc.js')).status).toBe(404);
  });
});

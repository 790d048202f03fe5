import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { islandChunk, type AnyIslandDeclaration } from '../../src/islands/declare';
import { ensureBuilt } from '../../src/server/test/built-site';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

/** The prefetch links a page's script adds once the page is idle (inert in a <template> until then). */
const later = (html: string) => /<template id="prefetch-later">(.*?)<\/template>/s.exec(html)?.[1] ?? '';

/** The named chunks (an island's own, or the block's that holds it) whose scripts a page's prefetch links fetch. */
function prefetchedIslands(html: string): string[] {
  const links = later(html).matchAll(
    /<link href="\/static\/js\/async\/((?:island|block)-[a-zA-Z-]+)\.[0-9a-f]+\.js" rel="prefetch">/g,
  );
  return [...links].map((m) => m[1] ?? '');
}

/** Each island's chunk by its name, from its declaration (as src/islands/island.tsx asks for it). */
const chunkOf = new Map(
  Object.values(import.meta.glob<Record<string, AnyIslandDeclaration>>('/src/**/*.island.ts', { eager: true }))
    .flatMap((exports) => Object.values(exports))
    .map((declaration) => [declaration.name, islandChunk(declaration)]),
);

/**
 * A static page asks the browser to prefetch its islands' code once it has loaded, so the first tap
 * finds it cached (src/app/page-shell.ts, prefetchedFiles).
 */
describe('prefetched island code', () => {
  let groups: Record<string, string[]> = {};
  let pages: { file: string; html: string }[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    groups = JSON.parse(readFileSync(path.join(root, 'dist-ssr/chunk-groups.json'), 'utf8')) as Record<string, string[]>;
    pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ file, html: readFileSync(path.join(dist, file), 'utf8') }));
  }, 600_000);

  it('is the code of exactly the islands each page holds, with the runtime they share', () => {
    const statics = pages.filter(({ html }) => html.includes('data-island='));
    expect(statics.length).toBeGreaterThanOrEqual(30);
    for (const { file, html } of statics) {
      const held = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => chunkOf.get(m[1] ?? '')));
      const prefetched = prefetchedIslands(html);
      expect(new Set(prefetched.filter((name) => name !== 'island-mount' && name !== 'island-providers')), file).toEqual(held);
      expect(prefetched, file).toEqual(expect.arrayContaining(['island-mount', 'island-providers']));
    }
  });

  it("holds the quote dialog, closed and styled, on every page with a 'Request a quote' button, its form's code prefetched", () => {
    // The static pages (the app's, such as the 404 page, mount the dialog when first asked for).
    const withButton = pages.filter(({ html }) => html.includes('data-quote-request') && html.includes('data-island='));
    expect(withButton.length).toBeGreaterThanOrEqual(30);
    const dialogCss = (groups['quote-dialog'] ?? []).filter((file) => file.endsWith('.css'));
    expect(dialogCss.length).toBeGreaterThan(0);
    for (const { file, html } of withButton) {
      expect(html, file).toMatch(/<dialog id="quote-dialog" aria-labelledby="quote-dialog-title" class="[^"]+">/);
      expect(prefetchedIslands(html), file).toContain('island-quote-dialog-form');
      // Before the dialog (in the body, holding back none of the first paint, or in the head when the
      // page's own form shares it): the dialog is styled whenever a tap opens it, with or without the script.
      const [beforeDialog = '', afterDialog = ''] = html.split('<dialog id="quote-dialog"');
      for (const css of dialogCss) {
        expect(beforeDialog, file).toContain(`<link href="/${css}" rel="stylesheet">`);
        expect(afterDialog, file).not.toContain(css);
      }
      // And never in the head as well as the body: each stylesheet linked once.
      for (const css of dialogCss) expect(html.split(`<link href="/${css}" rel="stylesheet">`), file).toHaveLength(2);
    }
  });

  it("prefetches what an island loads once live: the search field's list of results and the API's client, stylesheets included", () => {
    const lateFiles = ['search-suggestions', 'api-client'].flatMap((name) => groups[name] ?? []);
    expect(lateFiles.some((file) => file.endsWith('.css'))).toBe(true);
    const withField = pages.filter(({ html }) => html.includes('data-island="search-field"'));
    expect(withField.length).toBeGreaterThanOrEqual(30);
    for (const { file, html } of withField)
      for (const late of lateFiles) expect(later(html), file).toContain(`<link href="/${late}" rel="prefetch">`);
  });

  it('never fetches island code with the page itself: every prefetch link waits in the template', () => {
    for (const { file, html } of pages) {
      const outside = html.replace(/<template id="prefetch-later">.*?<\/template>/s, '');
      expect(outside, file).not.toContain('rel="prefetch"');
    }
  });

  it('leaves the app pages (the 404 page) without prefetches', () => {
    const notFound = pages.find(({ file }) => file === '404.html')?.html ?? '';
    expect(notFound).not.toContain('rel="prefetch"');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** Strings only the page editor's code holds: Puck's styles and components. */
const EDITOR_MARKERS = ['--_puck-styles-loaded', '_PuckHeader', '@puckeditor'];
/** Strings only the dev server's editor holds: its API's address and its own words. */
const DEV_EDITOR_MARKERS = ['/__editor', 'Reload from disk'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|css|html|json)$/.test(file))
    .map((file) => path.join(dir, file));
}

const holding = (files: string[], markers: string[]) =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });

/** The site's files a page's HTML names (scripts, styles, preloads and prefetches), by their path under dist/. */
const namedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((match) => match[1]!);

// The page editor that writes files exists under `npm run dev` only (src/editor/dev-server/plugin.ts):
// the build and `npm start` have neither its code nor an address that writes files. The editor of
// the running site (src/editor/live/) is a chunk the admin's Pages tab loads, which no page names.
test.describe('the production build has no page editor but the admin’s', () => {
  test('no built file holds the dev server’s editor', () => {
    const files = ['dist', 'dist-ssr', 'dist-server'].flatMap((dir) => filesUnder(path.resolve(dir)));
    expect(files.length).toBeGreaterThan(50);
    expect(holding(files, DEV_EDITOR_MARKERS)).toEqual([]);
  });

  test('no page loads the editor’s code, and the server holds none of it', () => {
    const pages = filesUnder(path.resolve('dist')).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    const named = [...new Set(pages.flatMap((page) => namedBy(readFileSync(page, 'utf8'))))];
    expect(named.length).toBeGreaterThan(5);
    expect(
      holding(
        named.map((file) => path.resolve('dist', `.${file}`)),
        EDITOR_MARKERS,
      ),
    ).toEqual([]);
    expect(holding(filesUnder(path.resolve('dist-server')), EDITOR_MARKERS)).toEqual([]);
    // It is in the build: the admin loads it.
    expect(holding(filesUnder(path.resolve('dist/static')), EDITOR_MARKERS).length).toBeGreaterThan(0);
  });

  test('the server answers 404 at the editor’s addresses and writes nothing', async ({ request }) => {
    for (const address of ['/edit', '/edit/', '/edit/about', '/__editor/pages', '/__editor/pages/about'])
      expect((await request.get(address)).status(), address).toBe(404);
    const before = readFileSync('content/pages/about.json', 'utf8');
    const save = await request.put('/__editor/pages/about', { data: { version: '0'.repeat(64), page: { blocks: [] } } });
    // The static server knows no address that takes a PUT outside /api (405, Method Not Allowed).
    expect([404, 405]).toContain(save.status());
    expect(readFileSync('content/pages/about.json', 'utf8')).toBe(before);
  });
});

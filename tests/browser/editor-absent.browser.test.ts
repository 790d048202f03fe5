import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** Strings only the page editor's code holds: Puck's styles and components, the editor's API and its own words. */
const EDITOR_MARKERS = ['--_puck-styles-loaded', '_PuckHeader', '@puckeditor', '/__editor', 'Reload from disk'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|css|html|json)$/.test(file))
    .map((file) => path.join(dir, file));
}

// The page editor exists under `npm run dev` only (src/editor/dev-server/plugin.ts): the build and
// `npm start` have neither its code nor an address that writes files.
test.describe('the production build has no page editor', () => {
  test('no built file holds editor code', () => {
    const files = ['dist', 'dist-ssr', 'dist-server'].flatMap((dir) => filesUnder(path.resolve(dir)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return EDITOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
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

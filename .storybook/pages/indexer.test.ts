import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportNameOf, pageIndexers, pagesModule } from './indexer';
import { pageStoryExports } from './plugin';

const [jsonIndexer, moduleIndexer] = pageIndexers;
const index = (file: string) => jsonIndexer!.createIndex(file, { makeTitle: (title) => title ?? '' });
const pagesDir = path.resolve(import.meta.dirname, '..', '..', 'content', 'pages');

describe('page stories', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('gives every file in content/pages a story under Pages that Pages.stories.tsx exports', async () => {
    const files = readdirSync(pagesDir).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(20);
    const exports = pageStoryExports(pagesDir);
    for (const file of files) {
      const [entry] = await index(path.join(pagesDir, file));
      expect(entry).toMatchObject({ type: 'story', title: 'Pages', name: file.replace('.json', ''), importPath: pagesModule });
      expect(exports).toContain(
        `export const ${entry!.exportName} = { args: { id: ${JSON.stringify(file.replace('.json', ''))} } };`,
      );
    }
  });

  it('shows a new page file with no story written for it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
    writeFileSync(path.join(dir, 'spring-offer.json'), '{"blocks":[]}');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a page');
    const [entry] = await index(path.join(dir, 'spring-offer.json'));
    expect(entry?.name).toBe('spring-offer');
    expect(pageStoryExports(dir)).toBe('export const pageSpringOffer = { args: { id: "spring-offer" } };');
  });

  it('names exports that are valid identifiers, even for awkward file names', () => {
    for (const id of ['default', 'blog-aws', '2026-offer', 'a.b_c', 'x-']) {
      expect(exportNameOf(id)).toMatch(/^page[A-Za-z0-9]*$/);
    }
    expect(exportNameOf('blog-network-design')).toBe('pageBlogNetworkDesign');
  });

  it('never indexes Pages.stories.tsx on its own (its stories come from the page files)', async () => {
    expect(moduleIndexer!.test.test(pagesModule)).toBe(true);
    expect(await moduleIndexer!.createIndex(pagesModule, { makeTitle: () => 'Pages' })).toEqual([]);
  });
});

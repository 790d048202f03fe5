import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatPage } from '../config/page-text';
import type { LoadedPage } from './wire/protocol';
import { toPage, toPuckData } from './pageData';

const pagesDir = path.join(process.cwd(), 'content/pages');

describe('a content page through the editor', () => {
  it.each(readdirSync(pagesDir).filter((file) => file.endsWith('.json')))(
    '%s comes back byte for byte when nothing was changed',
    (file) => {
      const text = readFileSync(path.join(pagesDir, file), 'utf8');
      const page = JSON.parse(text) as LoadedPage['page'];
      expect(formatPage(toPage(toPuckData(page), page))).toBe(text);
    },
  );

  it('leaves out Puck’s ids and an optional text the editor emptied, keeping the other keys in their order', () => {
    const page = { $schema: '../schema/page.schema.json', blocks: [{ type: 'hero', props: { title: 'About', eyebrow: 'x' } }] };
    const data = toPuckData(page);
    const hero = data.content[0];
    if (!hero) throw new Error('no block');
    hero.props = { ...hero.props, eyebrow: '', subtitle: 'New' };
    // Compact JSON of both, so the keys' order counts.
    expect(JSON.stringify(toPage(data, page))).toBe(
      JSON.stringify({
        $schema: '../schema/page.schema.json',
        blocks: [{ type: 'hero', props: { title: 'About', subtitle: 'New' } }],
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContentJson } from '../config/compile';
import { formatPath } from '../config/errors';
import { site } from '../config/site';
import { contentRoot, pageIds } from '../test-utils/contentPages';

/**
 * The rules every content page keeps, whatever its wording, live in the compiler
 * (src/config/page-rules.ts), which the build, `npm run check` and the editor's Save run: one h1
 * held by the opening block, distinct section ids, links that lead somewhere, no form where the
 * quote dialog posts, and the legal pages' agreed sections. Here each committed page passes them,
 * and each rule refuses a page that breaks it, naming the file and the field.
 */
type Json = { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;
const fileOf = (id: string) => `content/pages/${id}.json`;
const read = (id: string) => JSON.parse(readFileSync(path.join(contentRoot, fileOf(id)), 'utf8')) as Json;
const compile = (id: string, page: Json) => compileContentJson(fileOf(id), JSON.stringify(page), site);
/** The page `id` after `change`, as the compiler answers it. */
const broken = (id: string, change: (page: Json) => void) => {
  const page = read(id);
  change(page);
  return () => compile(id, page);
};
const block = (page: Json, index: number) => {
  const found = page.blocks[index];
  if (!found) throw new Error(`the page has no blocks[${index}]`);
  return found;
};

it.each(pageIds)('content page %s keeps every rule of the compiler', (id) => {
  expect(() => compile(id, read(id))).not.toThrow();
});

describe('the compiler refuses a page', () => {
  it('whose button goes to a path no route serves', () => {
    expect(
      broken('about', (page) => {
        (block(page, 7).props.actions as unknown[])[1] = { kind: 'link', label: 'Prices', to: '/no-such-page' };
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[7].props.actions[1].to: the link goes to '/no-such-page', which no route of site.config.ts serves; choose one of the site’s pages]
    `);
  });

  it('whose text links to a path no route serves', () => {
    expect(
      broken('about', (page) => {
        block(page, 1).props.paragraphs = ['See [our prices](/no-such-page) and [the cookies](/cookies#table).'];
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[1].props.paragraphs[0]: the link goes to '/no-such-page', which no route of site.config.ts serves; choose one of the site’s pages]
    `);
  });

  it('with a second h1', () => {
    expect(
      broken('about', (page) => {
        page.blocks.push({ type: 'hero', props: { title: 'About Us, again' } });
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[8]: a second h1: blocks[0] already holds the page’s title, and a page has one; use another block (a banner, a text) here]
    `);
  });

  it('whose h1 is not held by its opening block, or by none', () => {
    expect(
      broken('about', (page) => {
        page.blocks.reverse();
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[7]: the block holding the page’s h1 comes first; move it above blocks[0]]
    `);
    expect(
      broken('about', (page) => {
        page.blocks.shift();
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks: no block holds the page’s h1: open the page with a hero (or an article, or the sign-in screen)]
    `);
  });

  it('with two sections of the same id', () => {
    expect(
      broken('about', (page) => {
        block(page, 5).props.heading = 'Our mission!';
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[5].props.heading: the section id 'our-mission' is already that of blocks[1]; give this section a heading of its own, so in-page links and labels stay unique]
    `);
  });

  it('that holds a form where the quote dialog posts without script', () => {
    expect(
      broken('quote', (page) => {
        page.blocks.push({ type: 'slot', props: { name: 'contact-form' } });
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/quote.json is not valid:
      - blocks[3]: a slot on /quote, where the quote dialog's form posts without script; put the form on another page]
    `);
  });

  it.each<[string, (string | number)[]]>([
    ['privacy', ['blocks', 1, 'props', 'sections']],
    ['privacy', ['blocks', 1, 'props', 'sections', 0, 'body', 3, 'list']],
    ['terms-conditions', ['blocks', 1, 'props', 'sections']],
    ['cookies', ['blocks', 1, 'props', 'tabs']],
    ['cookies', ['blocks', 2, 'props', 'sections']],
  ])('%s without one of the agreed items of %j', (id, keys) => {
    expect(
      broken(id, (page) => {
        const list = keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], page);
        (list as unknown[]).pop();
      }),
    ).toThrow(`${fileOf(id)} is not valid:\n- ${formatPath(keys)}: expected the agreed `);
  });

  it('whose cookie table lost a row, or a tab its link to a browser’s help', () => {
    expect(
      broken('cookies', (page) => {
        const rows = JSON.stringify(page).match(/"rows":/g);
        expect(rows).toHaveLength(1);
        const text = JSON.stringify(page).replace(/("rows":\[)\[[^\]]*\],/, '$1');
        Object.assign(page, JSON.parse(text));
      }),
    ).toThrow(/- blocks\[1\]\.props\.tabs\[\d+\]\.body\[\d+\]\.table\.rows: expected the agreed 5 rows of the cookie table/);
    expect(
      broken('cookies', (page) => {
        Object.assign(page, JSON.parse(JSON.stringify(page).replace(/\]\(https:\/\/[^)]*\)/, '')));
      }),
    ).toThrow(/- blocks\[1\]\.props\.tabs: expected the agreed 4 links to browsers’ help/);
  });
});

it('refuses a service of the catalogue that no page serves', () => {
  const services = JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')) as {
    categories: { items: { path: string }[] }[];
  };
  const [first] = services.categories;
  if (first?.items[0]) first.items[0].path = '/no-such-service';
  expect(() => compileContentJson('content/services.json', JSON.stringify(services), site)).toThrowErrorMatchingInlineSnapshot(`
    [ContentError: content/services.json is not valid:
    - categories[0].items[0].path: the link goes to '/no-such-service', which no route of site.config.ts serves; choose one of the site’s pages]
  `);
});

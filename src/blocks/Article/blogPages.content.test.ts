import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageSchema, type BlockProps, type BlockType, type Page } from '../schemas';
import { articleFactsOf } from '../../app/pageFacts';
import { site } from '../../config/site';

/** A content page as an editor wrote it, through the same schema as the build. */
const load = (name: string): Page =>
  PageSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), 'content/pages', `${name}.json`), 'utf8')));

const only = <T extends BlockType>(page: Page, type: T): BlockProps<T> => {
  const blocks = page.blocks.filter((b) => b.type === type);
  expect(blocks).toHaveLength(1);
  return blocks[0]?.props as BlockProps<T>;
};

const articles = [
  { id: 'aws', sections: 9 },
  { id: 'vpn', sections: 8 },
  { id: 'network-design', sections: 11 },
] as const;

describe('blog content', () => {
  const list = only(load('blog'), 'blogList');

  it('lists the three built-in posts with read times of 5, 4 and 8 minutes', () => {
    expect(list.posts.map((p) => [p.id, p.readTime])).toEqual([
      ['aws', 5],
      ['vpn', 4],
      ['network-design', 8],
    ]);
    expect(list.readMoreLabel).toBe('Read More');
  });

  it.each(articles)('gives the $id article its $sections sections, each with more than a line of text', ({ id, sections }) => {
    const article = only(load(`blog-${id}`), 'article');
    expect(article.sections).toHaveLength(sections);
    for (const section of article.sections) expect(JSON.stringify(section.body).length).toBeGreaterThan(300);
  });

  it.each(articles)('keeps the $id card in step with its article (title, image, date, read time)', ({ id }) => {
    const page = load(`blog-${id}`);
    const article = only(page, 'article');
    const card = list.posts.find((p) => p.id === id);
    expect(card).toMatchObject({ title: article.title, image: article.image, date: article.datePublished, readTime: article.readTime });
    expect(page.blocks.filter((b) => b.type === 'hero')).toHaveLength(0); // the article's title is the page's only h1
    // BlogPosting JSON-LD carries the site's dateModified; a later publication date would be contradictory.
    expect(article.datePublished <= site.seo.dateModified).toBe(true);
    expect(articleFactsOf(page)).toEqual({ headline: article.title, image: article.image.src, datePublished: article.datePublished });
  });
});

import { describe, expect, it } from 'vitest';
import { articleFactsOf } from '../app/pageFacts';
import { site } from '../config/site';
import { AGREED } from '../config/agreed';
import { loadPage, onlyBlock } from '../test-utils/contentPages';

describe('blog content', () => {
  const list = onlyBlock(loadPage('blog'), 'blogList');

  it('lists the agreed built-in posts in order, each with a read time and a Read More label', () => {
    expect(list.posts.map((p) => p.id)).toEqual(AGREED.blogPosts.map((p) => p.id));
    for (const post of list.posts) expect(post.readTime).toBeGreaterThan(0);
    expect(list.readMoreLabel.trim()).not.toBe('');
  });

  it.each(AGREED.blogPosts)(
    'gives the $id article its $sections sections, each with more than a line of text',
    ({ id, sections }) => {
      const article = onlyBlock(loadPage(`blog-${id}`), 'article');
      expect(article.sections).toHaveLength(sections);
      for (const section of article.sections) expect(JSON.stringify(section.body).length).toBeGreaterThan(300);
    },
  );

  it.each(AGREED.blogPosts)('keeps the $id card in step with its article (title, image, date, read time)', ({ id }) => {
    const page = loadPage(`blog-${id}`);
    const article = onlyBlock(page, 'article');
    const card = list.posts.find((p) => p.id === id);
    expect(card).toMatchObject({
      title: article.title,
      image: article.image,
      date: article.datePublished,
      readTime: article.readTime,
    });
    expect(page.blocks.filter((b) => b.type === 'hero')).toHaveLength(0); // the article's title is the page's only h1
    // BlogPosting JSON-LD carries the site's dateModified; a later publication date would be contradictory.
    expect(article.datePublished <= site.seo.dateModified).toBe(true);
    expect(articleFactsOf(page)).toEqual({
      headline: article.title,
      image: article.image.src,
      datePublished: article.datePublished,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { articleFactsOf } from '../app/pageFacts';
import { loadPage, onlyBlock } from '../test-utils/contentPages';

/**
 * What the compiler cannot see of the blog: it checks one page at a time, while a card of the blog
 * list repeats what its article's page says.
 */
describe('blog content', () => {
  const list = onlyBlock(loadPage('blog'), 'blogList');

  it.each(list.posts)('keeps the $id card in step with its article (title, image, date, read time)', ({ id }) => {
    const page = loadPage(`blog-${id}`);
    const article = onlyBlock(page, 'article');
    const card = list.posts.find((p) => p.id === id);
    expect(card).toMatchObject({
      title: article.title,
      image: article.image,
      date: article.datePublished,
      readTime: article.readTime,
    });
    expect(articleFactsOf(page)).toEqual({
      headline: article.title,
      image: article.image.src,
      datePublished: article.datePublished,
    });
  });
});

import type { Page } from '../blocks/schemas';
import type { ArticleFacts } from '../seo/jsonld';

/** The facts a BlogPosting needs, from the page's article block if it has one. */
export function articleFactsOf(page: Page | undefined): ArticleFacts | undefined {
  for (const block of page?.blocks ?? []) {
    if (block.type === 'article') {
      const { title, image, datePublished } = block.props;
      return { headline: title, image: image.src, datePublished };
    }
  }
  return undefined;
}

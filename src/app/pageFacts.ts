import type { Page } from '../blocks/schemas';
import type { ArticleFacts } from '../seo/jsonld';

/** The facts a BlogPosting needs, from the page's article block if it has one. */
export function articleFactsOf(page: Page | undefined): ArticleFacts | undefined {
  for (const block of page?.blocks ?? []) {
    if (block.type === 'hero' && block.props.image) {
      return { headline: block.props.title, image: block.props.image.src, datePublished: '2024-01-01' };
    }
  }
  return undefined;
}

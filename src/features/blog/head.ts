import { site } from '../../config/site';
import { MAX_META_DESCRIPTION } from '../../config/site-schema';
import type { Post } from '../../schemas/blog';
import { variantUrl, variantWidths } from '../../schemas/responsive-image';
import { buildNotFoundHead, pageTitle, type HeadData } from '../../seo/head';
import { postJsonLd } from '../../seo/jsonld';
import { truncate } from '../../lib/text';

/** The fields of an API post its page's head needs. */
export type BlogPostHeadData = Pick<
  Post,
  'title' | 'url' | 'excerpt' | 'imageUrl' | 'imageWidth' | 'publishedDate' | 'updatedAt' | 'author'
>;

const absolute = (url: string) => (url.startsWith('/') ? `${site.company.url}${url}` : url);

/** The image that represents a post when shared: its largest WebP copy (never the full upload), else the original. */
function shareImage(post: BlogPostHeadData): string {
  if (!post.imageUrl) return absolute(site.seo.defaultImage);
  const largest = post.imageWidth ? variantWidths(post.imageWidth).at(-1) : undefined;
  return absolute(largest ? variantUrl(post.imageUrl, largest) : post.imageUrl);
}

/**
 * Head of /blog/{slug} for an administrator's post: '{post title} | {company}', its excerpt as the
 * description, its own address as canonical, Open Graph as an article and a BlogPosting; a missing
 * post is the 404 head.
 */
export function blogPostHead(post: BlogPostHeadData | null | undefined): HeadData {
  if (!post) return buildNotFoundHead(site);
  const url = absolute(post.url);
  const title = pageTitle(site, post.title);
  const description = truncate(post.excerpt || post.title, MAX_META_DESCRIPTION);
  const image = shareImage(post);
  return {
    title,
    description,
    keywords: [],
    canonicalUrl: url,
    robots: 'index, follow',
    image,
    siteName: site.company.name,
    locale: site.seo.locale,
    twitter: site.seo.twitter,
    ogType: 'article',
    article: { publishedTime: post.publishedDate, modifiedTime: post.updatedAt },
    jsonLd: postJsonLd(site, {
      url,
      headline: post.title,
      description,
      image,
      datePublished: post.publishedDate,
      dateModified: post.updatedAt,
      author: post.author.username,
    }),
  };
}

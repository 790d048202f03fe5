import { site as bundled } from '../../config/site';
import { MAX_META_DESCRIPTION, type SiteConfig } from '../../config/site-schema';
import type { Post } from '../../schemas/blog';
import { variantUrl, variantWidths } from '../../schemas/responsive-image';
import { buildNotFoundHead, pageTitle, type HeadData } from '../../seo/head';
import { postJsonLd } from '../../seo/jsonld';
import { truncate } from '../../lib/text';

/** The fields of an API post its page's head needs. */
export type BlogPostHeadData = Pick<
  Post,
  'title' | 'url' | 'excerpt' | 'imageUrl' | 'imageWidth' | 'publishedDate' | 'updatedAt' | 'author'
> &
  Partial<Pick<Post, 'metaTitle' | 'metaDescription' | 'socialImageUrl' | 'socialImageWidth'>>;

const absolute = (site: SiteConfig, url: string) => (url.startsWith('/') ? `${site.company.url}${url}` : url);

/** An uploaded image as shared: its largest WebP copy (never the full upload), else the original. */
function largestCopy(site: SiteConfig, url: string, width: number | undefined): string {
  const largest = width ? variantWidths(width).at(-1) : undefined;
  return absolute(site, largest ? variantUrl(url, largest) : url);
}

/** The image that represents a post when shared: its own social image, else its cover, else the site's. */
function shareImage(site: SiteConfig, post: BlogPostHeadData): string {
  if (post.socialImageUrl) return largestCopy(site, post.socialImageUrl, post.socialImageWidth);
  if (post.imageUrl) return largestCopy(site, post.imageUrl, post.imageWidth);
  return absolute(site, site.seo.defaultImage);
}

/** The post's <title>: its own meta title as written, else '{title} | {company}'. */
export const postPageTitle = (post: Pick<BlogPostHeadData, 'title' | 'metaTitle'>, site: SiteConfig = bundled) =>
  post.metaTitle || pageTitle(site, post.title);

/** The post's meta description: its own as written, else its excerpt (or title) cut to 160 characters. */
export const postDescription = (post: Pick<BlogPostHeadData, 'title' | 'excerpt' | 'metaDescription'>) =>
  post.metaDescription || truncate(post.excerpt || post.title, MAX_META_DESCRIPTION);

/**
 * Head of /blog/{slug} for an administrator's post: its meta title (else '{post title} | {company}'),
 * its meta description (else its excerpt), its own address as canonical, Open Graph as an article
 * with its social image (else its cover) and a BlogPosting; a missing post is the 404 head. A
 * preview (a link to a post not yet public) is never indexed and claims no address. `site`: the
 * site config to name and address it with; default: the bundled one.
 */
export function blogPostHead(
  post: BlogPostHeadData | null | undefined,
  { preview = false, site = bundled }: { preview?: boolean; site?: SiteConfig } = {},
): HeadData {
  if (!post) return buildNotFoundHead(site);
  const url = absolute(site, post.url);
  const title = postPageTitle(post, site);
  const description = postDescription(post);
  const image = shareImage(site, post);
  return {
    title,
    description,
    keywords: [],
    canonicalUrl: preview ? '' : url,
    robots: preview ? 'noindex, nofollow' : 'index, follow',
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

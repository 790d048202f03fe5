import { site } from '../../config/site';
import { buildNotFoundHead, type HeadData } from '../../seo/head';
import { truncate } from '../../seo/truncate';

/** The fields of an API post the head needs. */
export interface BlogPostHeadData {
  _id: string;
  title: string;
  content: string;
  imageUrl: string;
}

const absolute = (url: string) => (url.startsWith('/') ? `${site.company.url}${url}` : url);

/** Head of /blog/{id} for an administrator's post: '{post title} | {company}'; a missing post is the 404 head. */
export function blogPostHead(post: BlogPostHeadData | null | undefined): HeadData {
  if (!post) return buildNotFoundHead(site);
  const text = post.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    title: `${post.title} | ${site.company.name}`,
    description: truncate(text || post.title, 160),
    keywords: [],
    canonicalUrl: `${site.company.url}/blog/${encodeURIComponent(post._id)}`,
    robots: 'index, follow',
    image: absolute(post.imageUrl || site.seo.defaultImage),
    siteName: site.company.name,
    locale: site.seo.locale,
    twitter: site.seo.twitter,
    jsonLd: {},
  };
}

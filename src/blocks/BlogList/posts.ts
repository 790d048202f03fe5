import type { BlogListPage, Post } from '../../schemas/blog';
import { htmlToText } from '../../schemas/html-text';
import { responsiveImage } from '../../schemas/responsive-image';
import type { BlogPostSummary } from './schema';

/** What a blog card shows, whether the post is built in (content) or published through the admin area (API). */
export interface BlogCardPost {
  id: string;
  /** The post's address: /blog/{id} for a built-in article, /blog/{slug} for an administrator's post. */
  href: string;
  title: string;
  excerpt: string;
  image: { src: string; alt: string; width?: number; height?: number; srcset?: string; sizes?: string };
  /** YYYY-MM-DD or a full ISO timestamp. */
  date: string;
  /** Minutes. */
  readTime: number;
}

/** What a card needs of a post as the API returns it (schemas/blog.ts). */
export type ApiBlogPost = Pick<
  Post,
  '_id' | 'url' | 'title' | 'excerpt' | 'content' | 'imageUrl' | 'imageAlt' | 'imageWidth' | 'imageHeight' | 'publishedDate'
>;

/** A card's image is at most a third of a wide screen, the full width of a phone's. */
const CARD_IMAGE_SIZES = '(max-width: 720px) 100vw, 400px';

const WORDS_PER_MINUTE = 200;

/** Card data for an administrator's post: its excerpt (the server derives one when none was written) and a reading time from its length. */
export function cardFromApiPost(post: ApiBlogPost): BlogCardPost {
  const text = htmlToText(post.content);
  const words = text ? text.split(' ').length : 0;
  return {
    id: post._id,
    href: post.url,
    title: post.title,
    excerpt: post.excerpt || text,
    image: post.imageUrl
      ? { ...responsiveImage(post, CARD_IMAGE_SIZES), src: post.imageUrl, alt: post.imageAlt }
      : { src: '/images/og-default.png', alt: '' },
    date: post.publishedDate,
    readTime: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
  };
}

const newestFirst = (a: BlogCardPost, b: BlogCardPost) => Date.parse(b.date) - Date.parse(a.date);

/** The built-in posts, newest first (a stable sort keeps same-day posts in order). */
export const builtInCards = (builtIn: readonly BlogPostSummary[]): BlogCardPost[] =>
  builtIn.map((post) => ({ ...post, href: `/blog/${post.id}` })).sort(newestFirst);

/** The administrator's posts as cards, newest first. */
export const cardsFromApiPosts = (api: readonly ApiBlogPost[]): BlogCardPost[] => api.map(cardFromApiPost).sort(newestFirst);

/** The cards of one page of the list as the server ordered it; built-in articles by their id. */
export function cardsOfPage(builtIn: readonly BlogPostSummary[], listPage: BlogListPage<ApiBlogPost>): BlogCardPost[] {
  const byId = new Map(builtInCards(builtIn).map((card) => [card.id, card]));
  return listPage.entries.flatMap((entry) => {
    if ('post' in entry) return [cardFromApiPost(entry.post)];
    const card = byId.get(entry.builtIn);
    return card ? [card] : [];
  });
}

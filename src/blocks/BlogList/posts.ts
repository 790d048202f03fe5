import type { BlogPostSummary } from './schema';

/** What a blog card shows, whether the post is built in (content) or published through the admin area (API). */
export interface BlogCardPost {
  id: string;
  title: string;
  excerpt: string;
  image: { src: string; alt: string; width?: number; height?: number };
  /** YYYY-MM-DD or a full ISO timestamp. */
  date: string;
  /** Minutes. */
  readTime: number;
}

/** A post as the API returns it (spec section 3). */
export interface ApiBlogPost {
  _id: string;
  title: string;
  content: string;
  imageUrl?: string;
  publishedDate: string;
}

const WORDS_PER_MINUTE = 200;

/** Card data for an administrator's post: plain-text excerpt and a reading time from its length. */
export function cardFromApiPost(post: ApiBlogPost): BlogCardPost {
  const text = post.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const words = text ? text.split(' ').length : 0;
  return {
    id: post._id,
    title: post.title,
    excerpt: text,
    image: { src: post.imageUrl || '/images/og-default.png', alt: post.title },
    date: post.publishedDate,
    readTime: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
  };
}

export const cardFromSummary = (post: BlogPostSummary): BlogCardPost => post;

/** Built-in and API posts as one list, newest first (a stable sort keeps same-day posts in order). */
export function mergePosts(builtIn: readonly BlogPostSummary[], api: readonly ApiBlogPost[]): BlogCardPost[] {
  return [...builtIn.map(cardFromSummary), ...api.map(cardFromApiPost)].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
}

import { eq, like, or } from 'drizzle-orm';
import { isUuid } from '../../lib/ids';
import type { Executor } from '../db/types';
import { blogSlugs } from '../db/schema';
import { builtInArticles, siteBlogPaths } from './builtin';

export type { Executor };

const MAX_SLUG_LENGTH = 80;

/**
 * Slugs a post never gets: the built-in articles' ids and the site's own addresses under /blog/
 * (they are prerendered pages), the names kept for the list's pages and the feed, and anything
 * shaped like a post id (the id address redirects to the slug, so the two must never meet).
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...builtInArticles.map((article) => article.id),
  ...siteBlogPaths,
  'page',
  'rss',
  'feed',
]);

const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug) || isUuid(slug);

/** The slug a title asks for: transliterated ASCII words joined by hyphens, at most 80 characters. */
export async function slugBase(title: string): Promise<string> {
  // Loaded by the first write (its transliteration tables are some 10 MB), not at start.
  const { default: slugify } = await import('@sindresorhus/slugify');
  const slug = slugify(title, { decamelize: false });
  const cut =
    slug.length > MAX_SLUG_LENGTH
      ? slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '') || slug.slice(0, MAX_SLUG_LENGTH)
      : slug;
  return cut.replace(/-+$/, '') || 'post';
}

/** Whether `slug` is `base` or `base` numbered (base-2, base-3...). */
export const slugFitsBase = (slug: string, base: string) => slug === base || new RegExp(`^${base}-\\d+$`).test(slug);

/**
 * Gives the post `blogId` a slug for `title`: the title's slug, else the same numbered from 2 up,
 * skipping reserved ones and those any other post has (or had: old slugs keep redirecting). Each
 * attempt is an INSERT ... ON CONFLICT DO NOTHING, so concurrent writers never fail: a loser waits
 * for the winner's commit and moves on to the next number. A slug this post had before is its own
 * to take back.
 */
export async function claimSlug(tx: Executor, blogId: string, title: string): Promise<string> {
  const base = await slugBase(title);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
    const taken = await tx
      .select({ slug: blogSlugs.slug, blogId: blogSlugs.blogId })
      .from(blogSlugs)
      .where(or(eq(blogSlugs.slug, base), like(blogSlugs.slug, pattern)));
    const owner = new Map(taken.map((row) => [row.slug, row.blogId]));
    let candidate = base;
    for (let n = 2; (owner.has(candidate) && owner.get(candidate) !== blogId) || isReservedSlug(candidate); n += 1) {
      candidate = `${base}-${n}`;
    }
    if (owner.get(candidate) === blogId) return candidate;
    const [claimed] = await tx
      .insert(blogSlugs)
      .values({ slug: candidate, blogId })
      .onConflictDoNothing()
      .returning({ slug: blogSlugs.slug });
    if (claimed) return claimed.slug;
    // Another writer took it between the read and the insert: read again.
  }
  throw new Error(`Could not find a free slug for "${base}" in 100 attempts`);
}

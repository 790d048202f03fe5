import { sql } from 'drizzle-orm';

/**
 * Every word of a post as the search finds it (its title, meta title, excerpt, meta description and
 * the text of its HTML, stemmed English), over the columns of `blogs`: the expression of the GIN
 * index blogs_search_idx, and of every query that uses it, which must say it in exactly these words.
 * search_post_text (migration 0019) turns the post's HTML into its words.
 */
export const POST_WORDS = sql.raw(
  `to_tsvector('english', title || ' ' || meta_title || ' ' || excerpt || ' ' || meta_description || ' ' || search_post_text(content))`,
);

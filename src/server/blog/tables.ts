import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { BLOG_STATUSES, type ReviewNote } from '../../schemas/blog';
import { createdAt, tsvector, updatedAt } from '../db/columns';
import { POST_WORDS } from '../search/post-words';
import { users } from '../auth/tables';

/*
 * The tables of posts, their preview links and slugs; their revisions are in the one history
 * (versions/tables.ts). db/schema.ts gathers every feature's tables for drizzle-kit: a change here
 * needs its migration (npm run db:generate).
 */

/**
 * The author's name is copied so a post keeps its byline if the account is removed. `content` is
 * stored sanitised; `excerpt` is the author's own ('' means: derived from the content when read);
 * the image's size is copied from its upload so a page can reserve its box.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** The current address, /blog/{slug}; every slug it ever had is in blog_slugs. */
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /**
     * 'scheduled' is public from `published_date` on: the scheduler (blog/schedule.ts) then makes it
     * 'published'. 'review' is a draft its author submitted for an editor to publish (blog/review.ts).
     */
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('published'),
    imageUrl: text('image_url').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The post's own search and social text ('' falls back to the title and excerpt) and share image ('' to the cover). */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    socialImageUrl: text('social_image_url').notNull().default(''),
    socialImageWidth: integer('social_image_width'),
    socialImageHeight: integer('social_image_height'),
    authorId: text('author_id'),
    authorUsername: text('author_username').notNull(),
    publishedDate: timestamp('published_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Raised by every save: a save based on an older one is refused (409), so two editors never overwrite each other unseen. */
    version: integer('version').notNull().default(1),
    /**
     * The latest review note (blog/review.ts): the author's when submitting, the editor's when sending
     * it back. Cleared when the post is published, scheduled or taken out of review; null without one.
     */
    review: jsonb('review').$type<ReviewNote | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The site search's ranking (server/search/): the title's words (A) and the excerpt's (B), kept by the database. */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || meta_title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || meta_description), 'B')`,
      ),
  },
  (t) => [
    foreignKey({ name: 'blogs_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete('set null'),
    // The site search's index of the published posts: every word of one, found without reading it
    // (search/post-words.ts). Only the index holds them: a post's words take little room there.
    index('blogs_search_idx')
      .using('gin', POST_WORDS)
      .where(sql`status = 'published'`),
    index('blogs_published_idx').on(t.publishedDate.desc()),
    // The scheduler's one question, "when is the next one due?", answered from the index alone.
    index('blogs_scheduled_idx')
      .on(t.publishedDate)
      .where(sql`${t.status} = 'scheduled'`),
    unique('blogs_slug_key').on(t.slug),
    check('blogs_status_check', sql`${t.status} IN ('draft', 'published', 'scheduled', 'review')`),
  ],
);

/**
 * Links that show a post as it stands to anyone who has one, without signing in (blog/previews.ts).
 * Only the SHA-256 of the link's random token is kept; a revoked or expired one answers 404.
 */
export const blogPreviews = pgTable(
  'blog_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    blogId: text('blog_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'blog_previews_blog_id_fkey', columns: [t.blogId], foreignColumns: [blogs.id] }).onDelete('cascade'),
    index('blog_previews_blog_idx').on(t.blogId),
  ],
);

/**
 * Every slug a post has had, the current one included: the primary key keeps two posts from ever
 * sharing one (claimed with ON CONFLICT DO NOTHING, so concurrent writers never fail), and an old
 * address answers 301 to the post's current one.
 */
export const blogSlugs = pgTable(
  'blog_slugs',
  {
    slug: text('slug').primaryKey(),
    blogId: text('blog_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'blog_slugs_blog_id_fkey', columns: [t.blogId], foreignColumns: [blogs.id] }).onDelete('cascade'),
    index('blog_slugs_blog_idx').on(t.blogId),
  ],
);

export type BlogRow = typeof blogs.$inferSelect;

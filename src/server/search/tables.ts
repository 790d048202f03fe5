import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tsvector } from '../db/columns';

/*
 * The tables of the posts' search index. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * The site search's pages (server/search/pages.ts): one row per content page the site serves and
 * lets search engines index, its words weighted title (A) > description (B) > body, written by the
 * server from the live site's pages at start and after every publish. The posts are indexed where
 * they are, by blogs_search_idx.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The page's address, its route's path. */
    url: text('url').primaryKey(),
    /** 'post' for the built-in articles (pages under /blog/), shown as the posts they are. */
    kind: text('kind', { enum: ['page', 'post'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The page's text, for its excerpt. */
    body: text('body').notNull(),
    /** A hash of what the page was indexed from: a start with nothing changed writes nothing. */
    sourceHash: text('source_hash').notNull(),
    vector: tsvector('vector').notNull(),
    /** The title's and description's words alone: what results are ranked by. */
    head: tsvector('head').notNull(),
  },
  (t) => [
    index('search_documents_vector_idx').using('gin', t.vector),
    check('search_documents_kind_check', sql`${t.kind} IN ('page', 'post')`),
  ],
);

/**
 * Every word the index holds (as a lexeme), with a trigram index: a misspelt or cut-off word of a
 * query is looked up here by similarity (pg_trgm) and searched as the words it resembles.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

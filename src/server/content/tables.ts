import { foreignKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/*
 * The table of the pages and settings edited on the running site; their history is the one of
 * versions/tables.ts. db/schema.ts gathers every feature's tables for drizzle-kit: a change here
 * needs its migration (npm run db:generate).
 */

/**
 * The site's pages as edited on the running site (server/content/): one row per document (`page:about`
 * for content/pages/about.json), holding what is published over the build's file, if anything, and
 * the one draft staff share. A version is the SHA-256 of the document's text, as the dev editor's.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    name: text('name').primaryKey(),
    /** The text published over the build's file; null while the build's file is what is served. */
    published: text('published'),
    publishedVersion: text('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The version of the build's file the live one was made from: a deploy that changed the file shows both. */
    baseVersion: text('base_version'),
    draft: text('draft'),
    draftVersion: text('draft_version'),
    draftAt: timestamp('draft_at', { withTimezone: true, mode: 'date' }),
    draftBy: text('draft_by'),
  },
  (t) => [
    foreignKey({ name: 'content_documents_draft_by_fkey', columns: [t.draftBy], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
  ],
);

import { bigserial, foreignKey, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns';
import { users } from '../auth/tables';

/*
 * The one history of every versioned document (./history.ts). db/schema.ts gathers every feature's
 * tables for drizzle-kit: a change here needs its migration (npm run db:generate).
 */

/**
 * A document as it was saved or published, once per save: a post (`post:<id>`), a page of the
 * running site (`page:about`) or the site's settings (`site`). `body` is the document whole, in its
 * own form (a page's file text, a post's fields as JSON), so a restore needs nothing else; `title`
 * and `summary` are what a history list shows without reading it. Each document keeps its last 50
 * versions and, of older ones, its last 50 published ones.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    /** The order versions were made in: several can share a millisecond. A page's history entry is known by it. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** A post's revision is known by this random id (a page's has one too, unused). */
    id: text('id').notNull(),
    document: text('document').notNull(),
    /** What made it: a post's revision events (schemas/blog-revisions.ts), `publish` for a page. */
    event: text('event').notNull(),
    /** The document's status it left: a post's, or `published` for a page's publish. */
    status: text('status').notNull(),
    /** The document's version it made (a post's number, a page's hash); a pending one, the version it is based on. */
    version: text('version').notNull(),
    title: text('title').notNull().default(''),
    /** What changed, field by field, as a page's history says it. */
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    /** The version a restore brought back (its id). */
    restoredFrom: text('restored_from'),
    authorId: text('author_id'),
    /** Copied, so an entry still reads right after the account is renamed or removed. */
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    /** Moves on while autosaves are folded into this version. */
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'document_versions_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    unique('document_versions_id_key').on(t.id),
    index('document_versions_document_idx').on(t.document, t.seq.desc()),
  ],
);

export type VersionRow = typeof documentVersions.$inferSelect;

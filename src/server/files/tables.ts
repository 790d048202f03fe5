import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/*
 * The tables of stored files. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/** Uploaded files. stored_name is generated; original_name is only ever shown, never used as a path. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['quote', 'cv', 'image'] }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    /** Pixel size of an image (null for other files, and for images uploaded before sizes were recorded). */
    width: integer('width'),
    height: integer('height'),
    /** A resized WebP copy of an image names its original here, and goes with it. */
    variantOf: text('variant_of'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_stored_name_key').on(t.storedName),
    check('files_kind_check', sql`${t.kind} IN ('quote', 'cv', 'image')`),
    foreignKey({ name: 'files_variant_of_fkey', columns: [t.variantOf], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

export type FileRow = typeof files.$inferSelect;

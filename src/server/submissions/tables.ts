import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { files } from '../files/tables';
import { enquiryColumns, enquiryConstraints } from '../enquiries/columns';

/*
 * The tables of the visitors' submissions and the files held for them. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * Files a visitor attached to a form the server refused (a field left empty, say), kept for a short
 * time so the next post of the same form can use them without choosing them again. Each is found by
 * the SHA-256 of a random token carried in the re-rendered form's hidden field, and only with the
 * browser's owner cookie, whose hash is here too; never reachable by URL. A post that uses one moves
 * it into `files` in the submission's transaction; expired ones are swept (submissions/held-files.ts).
 */
export const heldFiles = pgTable(
  'held_files',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerHash: text('owner_hash').notNull(),
    kind: text('kind', { enum: ['quote', 'cv'] }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('held_files_stored_name_key').on(t.storedName),
    check('held_files_kind_check', sql`${t.kind} IN ('quote', 'cv')`),
    index('held_files_expires_idx').on(t.expiresAt),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name').notNull(),
    size: text('size').notNull(),
    contactMethod: text('contact_method').notNull(),
    services: text('services').notNull(),
    description: text('description').notNull(),
    budget: text('budget').notNull(),
    source: text('source').notNull(),
    additionalDetails: text('additional_details').notNull(),
    deadline: text('deadline').notNull(),
    region: text('region', { enum: ['modal', 'uk', 'nepal'] }).notNull(),
    fileId: text('file_id'),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
    ...enquiryColumns(),
  },
  (t) => [
    ...enquiryConstraints('quotes', t),
    foreignKey({ name: 'quotes_file_id_fkey', columns: [t.fileId], foreignColumns: [files.id] }),
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('quotes_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
    ...enquiryColumns(),
  },
  (t) => [
    ...enquiryConstraints('contacts', t),
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('contacts_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    town: text('town').notNull(),
    country: text('country').notNull(),
    position: text('position').notNull(),
    salary: text('salary').notNull(),
    currency: text('currency').notNull(),
    info: text('info').notNull(),
    fileId: text('file_id').notNull(),
    /**
     * Whether the position was one of the site's open roles when the application was sent; false: a
     * speculative application (a role closed meanwhile, or a position of the applicant's own). The
     * applications from before roles were recorded named a role of the fixed list, hence the default.
     */
    openRole: boolean('open_role').notNull().default(true),
    /**
     * Why the submission looks automated (its hidden field filled, sent too soon after its page was
     * served, or its form's stamp forged), or null. A suspect is stored, never dropped, and never
     * e-mailed: the administrator reads it in the inbox's Spam view and can move it back.
     */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
    ...enquiryColumns(),
  },
  (t) => [
    ...enquiryConstraints('applications', t),
    foreignKey({ name: 'applications_file_id_fkey', columns: [t.fileId], foreignColumns: [files.id] }),
    /** By time then id: the inbox's pages (read backwards) and the CSV export's batches. */
    index('applications_created_id_idx').on(t.createdAt, t.id),
  ],
);

export type HeldFileRow = typeof heldFiles.$inferSelect;

import { bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The query layer's view of the tables. The tables themselves are created by the versioned SQL
 * files in ./migrations (the source of truth); this file must describe the same columns.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'user'] }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  address: text('address').notNull().default(''),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const knownLogins = pgTable(
  'known_logins',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.address] })],
);

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['quote', 'cv', 'image'] }).notNull(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  createdAt: createdAt(),
});

export const quotes = pgTable('quotes', {
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
  region: text('region').notNull(),
  fileId: text('file_id').references(() => files.id),
  createdAt: createdAt(),
});

export const contacts = pgTable('contacts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const applications = pgTable('applications', {
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
  fileId: text('file_id')
    .notNull()
    .references(() => files.id),
  createdAt: createdAt(),
});

export const blogs = pgTable('blogs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorUsername: text('author_username').notNull(),
  publishedDate: timestamp('published_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type FileRow = typeof files.$inferSelect;
export type UserRow = typeof users.$inferSelect;

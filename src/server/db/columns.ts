import { customType, timestamp } from 'drizzle-orm/pg-core';

/** The columns every feature's tables share, written once so each table's timestamps read the same. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** PostgreSQL's full-text document type: lexemes with their positions and weights. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * The database, gathered from each feature's tables.ts. `npm run db:generate` (drizzle-kit) writes
 * the SQL migrations in ./migrations from this file, and a test fails when the two disagree.
 * Constraint names are PostgreSQL's own defaults, the names the first, hand-written migration gave
 * them. Code that queries imports from here, so a table moving between features changes no caller.
 */
export * from '../audit/tables';
export * from '../auth/tables';
export * from '../blog/tables';
export * from '../content/tables';
export * from '../enquiries/tables';
export * from '../files/tables';
export * from '../http/tables';
export * from '../insights/tables';
export * from '../notify/tables';
export * from '../search/tables';
export * from '../security/tables';
export * from '../submissions/tables';
export * from '../team/tables';
export * from '../versions/tables';
export * from '../webhooks/tables';

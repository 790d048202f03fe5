import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface the routes use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgresql';

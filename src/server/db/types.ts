import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface the routes use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`, as `db.transaction(async (tx) => ...)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction or the database itself: what a query that may run in either takes. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type Engine = 'pglite' | 'postgresql';

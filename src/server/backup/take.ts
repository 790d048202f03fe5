import { asc } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Deps } from '../context';
import { files } from '../db/schema';
import { backupArchive } from './archive';

/**
 * A backup of what this instance serves, consistent while it keeps serving. On the embedded
 * database, its files and the list of stored files are taken at one moment (Database.snapshot);
 * stored files are never changed or deleted once their row exists, so each is read afterwards, as
 * it was. On PostgreSQL the archive holds the stored files only: pg_dump has the database, and
 * taking it first means every file a dumped row names is in an archive taken after it.
 */
export async function takeBackup(deps: Pick<Deps, 'database' | 'files'>): Promise<{ createdAt: Date; body: Readable }> {
  const createdAt = new Date();
  const { database } = deps;
  let tar: Blob | undefined;
  let names: string[];
  if (database.snapshot) {
    const snapshot = await database.snapshot('select stored_name from files order by created_at, id');
    tar = snapshot.tar;
    names = snapshot.rows.map((row) => String(row.stored_name));
  } else {
    const rows = await database.db.select({ name: files.storedName }).from(files).orderBy(asc(files.createdAt), asc(files.id));
    names = rows.map((row) => row.name);
  }
  const body = backupArchive({
    engine: database.engine,
    createdAt,
    database: tar,
    files: names,
    open: (name) => deps.files.get(name),
  });
  return { createdAt, body };
}

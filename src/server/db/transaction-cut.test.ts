import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgProxy } from '../test/pg-proxy';
import { testDatabase } from '../test/database';
import { openDatabase, type Database } from './client';

/*
 * A transaction whose BEGIN is the statement the network loses: the request fails, and the pool
 * gets its connection back. drizzle-orm 0.45 sends BEGIN before the try/finally that releases the
 * client (drizzle-orm#6241), so each such failure used to keep one of the pool's connections for
 * ever: ten and the instance hung; one, and closing the database waited on it.
 */
describe.runIf(process.env.DATABASE_URL)('a connection lost on BEGIN (PostgreSQL behind a proxy that cuts it)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let proxy: Awaited<ReturnType<typeof startPgProxy>>;
  let opened: Database;

  beforeAll(async () => {
    database = await testDatabase('transaction_cut');
    proxy = await startPgProxy(database.url ?? '');
    opened = await openDatabase({ dataDir: '', databaseUrl: proxy.url, poolMax: 2 });
  });
  afterAll(async () => {
    await opened?.close();
    await proxy?.stop();
    await database?.drop();
  });

  it('fails that transaction, gives its connection back, and the next transactions run on a pool as large as before', async () => {
    // Two cuts on a pool of two: before the fix both connections were kept and the pool was empty.
    for (let cut = 0; cut < 2; cut += 1) {
      proxy.cutWhenSent('begin');
      await expect(opened.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      expect(proxy.databaseDown).toBe(true);
      proxy.setDatabaseDown(false);
      expect(opened.poolUse?.()).toMatchObject({ total: 0, idle: 0 });
    }
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        opened.db.transaction(async (tx) => {
          await tx.execute(sql`select ${n}`);
          return n;
        }),
      ),
    );
    expect(answers).toEqual([1, 2, 3]);
    const use = opened.poolUse?.();
    expect(use?.idle).toBe(use?.total);
  });
});

import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema';
import { deriveJwtKey } from '../security/secrets';
import { startHarness, type Harness } from '../test/harness';
import { runAdmin } from '../test/process';
import { filesOfArchive } from '../test/tar';
import { DATABASE_ENTRY } from './manifest';
import { restoreBackup } from './restore';
import { forgeAccessToken } from '../test/forged-token';
import { scratchDirs } from '../test/scratch';

/*
 * A backup archive is not a credential (issue 32): it holds no signing key, and the site restored
 * from it starts with a new key and no live session, so no token issued before the restore (from
 * the archive's time or after it) is accepted. `npm run admin -- rotate-secret` ends every session
 * the same way. The embedded database; PostgreSQL's rotation is in scale-out.test.ts.
 */

const ADMIN = { email: 'keeper@example.com', password: 'a long enough passphrase' };
const scratch = scratchDirs('sessions-restore-');

type Tokens = Awaited<ReturnType<Harness['client']['signIn']>>;
const refused = async (h: Harness, tokens: Tokens) => {
  const access = await h.client.call('/api/admin/contacts', { token: tokens.accessToken });
  const refresh = await h.client.call('/api/auth/refresh-token', { json: { refreshToken: tokens.refreshToken } });
  return [access.status, refresh.status];
};

/** The database's own files inside an archive (PGlite's dump, a tar in the tar). */
async function databaseFiles(archive: Buffer): Promise<Buffer> {
  const found = (await filesOfArchive(archive)).get(DATABASE_ENTRY);
  if (!found) throw new Error('the archive has no database');
  return found;
}

const admin = (args: string[], dataDir: string, env: Record<string, string> = {}) =>
  runAdmin(args, { DATA_DIR: dataDir, ...env });

describe.runIf(!process.env.DATABASE_URL)('sessions across a backup, a restore and a rotation (embedded database)', () => {
  it('keeps the signing key out of the archive: no byte of the master secret is in it', async () => {
    const h = await startHarness();
    try {
      await h.client.signUpAndIn(ADMIN.email, ADMIN.password);
      const [row] = await h.server.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'master'));
      const master = row?.value ?? (await readFile(path.join(h.dataDir, 'secret.key'), 'utf8')).trim();
      expect(master.length).toBeGreaterThanOrEqual(32);
      const { accessToken } = await h.client.signIn(ADMIN.email, ADMIN.password);
      const archive = Buffer.from(await (await h.client.call('/api/admin/backup', { token: accessToken })).arrayBuffer());
      const files = await databaseFiles(archive);
      expect(files.length).toBeGreaterThan(1_000_000);
      expect(files.includes(Buffer.from(master))).toBe(false);
    } finally {
      await h.cleanup();
    }
  });

  for (const jwtSecret of [undefined, 'a JWT_SECRET from the secret store, long enough']) {
    it(`refuses every token issued before the restore, from before the backup or after it (JWT_SECRET ${jwtSecret ? 'set' : 'unset'})`, async () => {
      const dataDir = await scratch();
      const h = await startHarness({ dataDir, jwtSecret });
      await h.client.signUpAndIn(ADMIN.email, ADMIN.password);
      const before = await h.client.signIn(ADMIN.email, ADMIN.password);
      const archive = path.join(await scratch(), 'backup.tar.gz');
      await writeFile(
        archive,
        Buffer.from(await (await h.client.call('/api/admin/backup', { token: before.accessToken })).arrayBuffer()),
      );
      const after = await h.client.signIn(ADMIN.email, ADMIN.password);
      await h.server.close();

      const said: string[] = [];
      await restoreBackup({ archive, dataDir, say: (line) => said.push(line) });
      const restored = await startHarness({ dataDir, jwtSecret });
      try {
        expect(await refused(restored, before)).toEqual([401, 401]);
        expect(await refused(restored, after)).toEqual([401, 401]);
        expect(said.join('\n')).toMatch(/Every session has ended/);
        // The accounts are back: the password signs in, and that session works.
        const fresh = await restored.client.signIn(ADMIN.email, ADMIN.password);
        expect((await restored.client.call('/api/admin/contacts', { token: fresh.accessToken })).status).toBe(200);
      } finally {
        await restored.cleanup();
      }
    }, 60_000);
  }

  it('rotate-secret ends every session of every account, and signing in works again', async () => {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir });
    await h.client.signUpAndIn(ADMIN.email, ADMIN.password);
    const tokens = await h.client.signIn(ADMIN.email, ADMIN.password);
    const keyBefore = await readFile(path.join(dataDir, 'secret.key'), 'utf8');
    await h.server.close();

    const rotated = await admin(['rotate-secret'], dataDir);
    expect(rotated.output).toMatch(/Every session has ended/);
    expect(rotated.code).toBe(0);
    expect(await readFile(path.join(dataDir, 'secret.key'), 'utf8')).not.toBe(keyBefore);
    const again = await startHarness({ dataDir });
    try {
      expect(await refused(again, tokens)).toEqual([401, 401]);
      const fresh = await again.client.signIn(ADMIN.email, ADMIN.password);
      expect((await again.client.call('/api/admin/contacts', { token: fresh.accessToken })).status).toBe(200);
    } finally {
      await again.cleanup();
    }
  }, 60_000);

  it('replaces a key an earlier version kept in the database (so in every archive): its tokens are refused', async () => {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir });
    const { user } = await h.client.signUpAndIn(ADMIN.email, ADMIN.password);
    // The layout before: the master in server_secrets, nothing in DATA_DIR.
    const old = 'the master secret an earlier version stored in the database';
    await h.server.db
      .insert(serverSecrets)
      .values({ name: 'master', value: old })
      .onConflictDoUpdate({ target: serverSecrets.name, set: { value: old } });
    await h.server.close();
    await rm(path.join(dataDir, 'secret.key'), { force: true });
    const forged = await forgeAccessToken(deriveJwtKey(old), user.id, { role: 'admin', ver: 0 });

    const upgraded = await startHarness({ dataDir });
    try {
      expect((await upgraded.client.call('/api/admin/contacts', { token: forged })).status).toBe(401);
      expect(await upgraded.server.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'master'))).toEqual([]);
      expect(existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
    } finally {
      await upgraded.cleanup();
    }
  }, 60_000);
});

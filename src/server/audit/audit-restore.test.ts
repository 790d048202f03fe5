import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import { createApp } from '../app';
import { rotateSigningKey } from '../auth/rotation';
import { restoreBackup } from '../backup/restore';
import { openDatabase } from '../db/client';
import { startHarness, TestClient, type Harness } from '../test/harness';
import { scratchDirs } from '../test/scratch';

/*
 * The log through the operator's shell on the embedded database: a backup holds it, a restore
 * never rewinds it (the rows written since the archive was taken stay, none twice) and is itself
 * a row, and so is a key rotation.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery', name: 'Olive Owner' };
const scratch = scratchDirs('audit-restore-');
let h: Harness | undefined;
afterAll(() => h?.cleanup());

const restart = async (harness: Harness) => {
  harness.server = await createApp({ dataDir: harness.dataDir, distDir: null, logLevel: 'silent' });
  harness.client = new TestClient(harness.server);
};
const readLog = async (harness: Harness) => {
  const { accessToken } = await harness.client.signIn(OWNER.email, OWNER.password);
  const res = await harness.client.call('/api/admin/audit?limit=100', { token: accessToken });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditEntry[];
};

describe.runIf(!process.env.DATABASE_URL)('restoring an archive, and rotating the key, at the shell', () => {
  it('keeps every row written since the backup, once, and records the restore and the rotation', async () => {
    h = await startHarness();
    const { accessToken } = await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
    const backup = await h.client.call('/api/admin/backup', { token: accessToken });
    expect(backup.status).toBe(200);
    const archive = path.join(await scratch(), 'site.tar.gz');
    await writeFile(archive, Buffer.from(await backup.arrayBuffer()));
    // After the archive was taken: a refusal and a publish the restored database never saw.
    expect((await h.client.call('/api/auth/login', { json: { ...OWNER, password: 'not the password' } })).status).toBe(401);
    const post = { title: 'Written after the backup', content: '<p>Words</p>' };
    expect((await h.client.call('/api/blogs', { json: post, token: accessToken })).status).toBe(201);
    const before = await readLog(h);

    await h.server.close();
    const said: string[] = [];
    await restoreBackup({ archive, dataDir: h.dataDir, say: (line) => said.push(line) });
    expect(said.join('\n')).toMatch(/Kept the \d+ audit log rows written since the backup was taken/);
    const database = await openDatabase({ dataDir: h.dataDir });
    try {
      await rotateSigningKey(database, { dataDir: h.dataDir });
    } finally {
      await database.close();
    }
    await restart(h);

    const after = await readLog(h);
    const byId = new Map(after.map((row) => [row.id, row]));
    for (const row of before) expect(byId.get(row.id), `${row.action} ${row.target}`).toEqual(row);
    expect(byId.size).toBe(after.length);
    expect(after.some((row) => row.action === 'post.published' && row.target === `"${post.title}"`)).toBe(true);
    const shell = { id: null, name: 'Server shell (npm run admin)' };
    expect(after.find((row) => row.action === 'backup.restored')).toMatchObject({
      actor: shell,
      target: expect.stringMatching(/^site\.tar\.gz \(taken \d{4}-/) as string,
    });
    expect(after.find((row) => row.action === 'keys.rotated')).toMatchObject({ actor: shell });
    // The restore came after everything the old database held, so it is newer than all of it.
    const restored = after.findIndex((row) => row.action === 'backup.restored');
    expect(after.slice(restored + 1).map((row) => row.id)).toEqual(expect.arrayContaining(before.map((row) => row.id)));
  });
});

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewedPost } from '../blog/previews';
import { softPasskey, type SoftPasskey } from '../test/authenticator';
import { startHarness } from '../test/harness';
import { restoreBackup } from './restore';
import { scratchDirs } from '../test/scratch';

/*
 * A restore brings back what was revoked since the archive was taken (issue 41, item 4): a preview
 * link revoked since opens nothing after the restore (every link the archive holds is revoked), and
 * the passkeys and authenticator apps that came back are named for the operator to check.
 */

const ADMIN = { email: 'keeper@example.com', password: 'a long enough passphrase' };
const scratch = scratchDirs('came-back-');

describe.runIf(!process.env.DATABASE_URL)('what an archive brings back', () => {
  it('revokes every preview link it holds, and names each passkey and app that came back', async () => {
    const h = await startHarness({ dataDir: await scratch() });
    const { accessToken: token } = await h.client.signUpAndIn(ADMIN.email, ADMIN.password);
    const post = (await (
      await h.client.call('/api/blogs', { token, json: { title: 'Draft', content: '<p>Not yet</p>', status: 'draft' } })
    ).json()) as { _id: string };
    const link = (await (await h.client.call(`/api/admin/blogs/${post._id}/preview`, { method: 'POST', token })).json()) as {
      url: string;
    };
    const previewToken = link.url.split('/').at(-1) ?? '';
    const key = softPasskey();
    const options = await (await h.client.call('/api/account/passkeys/options', { method: 'POST', token })).json();
    const added = await h.client.call('/api/account/passkeys', {
      json: { name: 'Stolen laptop', credential: key.register(options as Parameters<SoftPasskey['register']>[0]) },
      token,
    });
    expect(added.status).toBe(201);
    expect(await previewedPost(h.server.db, previewToken, new Date())).not.toBeNull();
    const archive = path.join(await scratch(), 'backup.tar.gz');
    await writeFile(archive, Buffer.from(await (await h.client.call('/api/admin/backup', { token })).arrayBuffer()));
    await h.cleanup();

    const dataDir = await scratch();
    const said: string[] = [];
    await restoreBackup({ archive, dataDir, say: (line) => said.push(line) });
    const restored = await startHarness({ dataDir });
    try {
      expect(await previewedPost(restored.server.db, previewToken, new Date())).toBeNull();
      const report = said.join('\n');
      expect(report).toMatch(/Preview links: all 1 that worked when the backup was taken are revoked/);
      expect(report).toMatch(/sign-in factors came back with the archive/);
      expect(report).toContain(`${ADMIN.email}: passkey "Stolen laptop" (added `);
    } finally {
      await restored.cleanup();
    }
  });
});

import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { restoreBackup } from '../backup/restore';
import { recoveryCodes, totpFactors, users } from '../db/schema';
import { FACTOR_KEY_FILE } from '../security/factor-key';
import { deriveLegacyTotpKey } from '../security/secrets';
import { startHarness, TestClient, type Harness } from '../test/harness';
import { runAdmin } from '../test/process';
import { manualClock } from '../test/manual-clock';
import { scratchDirs } from '../test/scratch';

/*
 * Sign-in factors that survive operations (issue 41, items 1 and 3): `rotate-secret` leaves every
 * authenticator app working, on both engines; a restore onto another machine is given the old
 * site's factor key and every app keeps working, refuses without it, and with --reset-apps names
 * the accounts whose apps it removed; recovery codes are stored as keyed hashes nobody can check
 * without the key no archive holds; and what an earlier version stored is brought over at start.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const scratch = scratchDirs('factors-survive-');
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Each code of a later time step than the last: a code is accepted once per step. */
const clock = manualClock(Date.UTC(2026, 10, 27, 4, 0, 0));
const codeOf = (secret: string) => {
  clock.advance(30_000);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() });
};
const login = (h: Harness | { client: Harness['client'] }, code?: string) =>
  h.client.call('/api/auth/login', { json: { ...OWNER, ...(code ? { code } : {}) } });

/** The owner with an authenticator app: its secret and recovery codes. */
async function withApp(h: Harness) {
  const { accessToken: token } = await h.client.signUpAndIn(OWNER.email, OWNER.password);
  const { secret } = (await (await h.client.call('/api/account/totp', { method: 'POST', token })).json()) as { secret: string };
  const confirmed = await h.client.call('/api/account/totp/confirm', { json: { code: codeOf(secret) }, token });
  const { recoveryCodes: codes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { token, secret, codes };
}

describe('rotate-secret', () => {
  it('leaves every authenticator app working: after the rotation the current code signs in', async () => {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir, clock });
    try {
      const { secret } = await withApp(h);
      if (onPostgres) {
        // Instances keep serving; one started after the rotation reads the new master.
        const rotated = await runAdmin(['rotate-secret'], { DATA_DIR: await scratch(), DATABASE_URL: h.databaseUrl });
        expect(rotated.output).toMatch(/Every session has ended/);
        const later = await createApp({
          dataDir: await scratch(),
          databaseUrl: h.databaseUrl,
          distDir: null,
          logLevel: 'silent',
          clock,
        });
        try {
          const res = await later.app.request('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...OWNER, code: codeOf(secret) }),
          });
          expect(res.status, await res.clone().text()).toBe(200);
        } finally {
          await later.close();
        }
        const first = await login(h, codeOf(secret));
        expect(first.status, await first.clone().text()).toBe(200);
      } else {
        await h.server.close();
        const rotated = await runAdmin(['rotate-secret'], { DATA_DIR: dataDir });
        expect(rotated.code, rotated.output).toBe(0);
        const again = await startHarness({ dataDir, clock });
        try {
          expect((await login(again, codeOf(secret))).status).toBe(200);
        } finally {
          await again.cleanup();
        }
      }
    } finally {
      await h.cleanup();
    }
  }, 120_000);
});

describe.runIf(!onPostgres)('a restore into a new DATA_DIR (embedded database)', () => {
  /** A site with the owner's app, backed up; its archive and its factor key file. */
  async function backedUp() {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir, clock });
    const app = await withApp(h);
    const archive = path.join(await scratch(), 'backup.tar.gz');
    await writeFile(archive, Buffer.from(await (await h.client.call('/api/admin/backup', { token: app.token })).arrayBuffer()));
    await h.server.close();
    const keyFile = path.join(dataDir, FACTOR_KEY_FILE);
    return { ...app, archive, keyFile, cleanup: () => h.cleanup() };
  }

  it('given the old site key with --secret-key, keeps every app working; without it, refuses and changes nothing', async () => {
    const site = await backedUp();
    try {
      const dataDir = await scratch();
      const said: string[] = [];
      await expect(restoreBackup({ archive: site.archive, dataDir, say: (line) => said.push(line) })).rejects.toThrow(
        /authenticator apps of owner@example\.com cannot be read.*--secret-key.*--reset-apps/,
      );
      const secretKey = (await readFile(site.keyFile, 'utf8')).trim();
      await restoreBackup({ archive: site.archive, dataDir, say: (line) => said.push(line), secretKey });
      const restored = await startHarness({ dataDir, clock });
      try {
        expect((await login(restored)).status).toBe(401);
        expect((await login(restored, codeOf(site.secret))).status).toBe(200);
        expect((await login(restored, site.codes[0])).status).toBe(200);
      } finally {
        await restored.cleanup();
      }
    } finally {
      await site.cleanup();
    }
  }, 120_000);

  it('with --reset-apps, removes the apps it cannot read, names their accounts, and the password signs in', async () => {
    const site = await backedUp();
    try {
      const dataDir = await scratch();
      const said: string[] = [];
      await restoreBackup({ archive: site.archive, dataDir, say: (line) => said.push(line), resetApps: true });
      expect(said.join('\n')).toMatch(/Removed the authenticator apps of owner@example\.com \(--reset-apps\)/);
      const restored = await startHarness({ dataDir, clock });
      try {
        expect((await login(restored)).status).toBe(200);
      } finally {
        await restored.cleanup();
      }
    } finally {
      await site.cleanup();
    }
  }, 120_000);
});

describe('recovery codes and apps as stored', () => {
  it('keeps keyed hashes of recovery codes: the plain SHA-256 of a code is nowhere, the key makes the hash', async () => {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir, clock });
    try {
      const { codes } = await withApp(h);
      const stored = (await h.server.db.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes)).map(
        (row) => row.codeHash,
      );
      const typed = (codes[0] ?? '').replace('-', '');
      expect(stored).toHaveLength(10);
      expect(stored).not.toContain(createHash('sha256').update(typed).digest('hex'));
      expect(stored.every((hash) => hash.startsWith('h2:'))).toBe(true);
    } finally {
      await h.cleanup();
    }
  });

  it('brings what an earlier version stored (an app sealed under the master, plain code hashes) over at start', async () => {
    const dataDir = await scratch();
    const h = await startHarness({ dataDir, clock, jwtSecret: 'a JWT_SECRET from the secret store, long enough' });
    try {
      const { secret, codes } = await withApp(h);
      const [owner] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
      const userId = owner?.id ?? '';
      // As the version before wrote them: v1 under a key from the master, and plain SHA-256 hashes.
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', deriveLegacyTotpKey('a JWT_SECRET from the secret store, long enough'), iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const v1 = ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
        '.',
      );
      await h.server.db.update(totpFactors).set({ secret: v1, lastStep: null }).where(eq(totpFactors.userId, userId));
      await h.server.db.delete(recoveryCodes);
      await h.server.db
        .insert(recoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: createHash('sha256').update(code.replace('-', '')).digest('hex') })));
      await h.server.close();

      h.server = await createApp({
        dataDir,
        databaseUrl: h.databaseUrl,
        distDir: null,
        logLevel: 'silent',
        clock,
        jwtSecret: 'a JWT_SECRET from the secret store, long enough',
      });
      h.client = new TestClient(h.server);
      const [row] = await h.server.db.select({ secret: totpFactors.secret }).from(totpFactors);
      expect(row?.secret.startsWith('v2.')).toBe(true);
      expect((await login(h, codeOf(secret))).status).toBe(200);
      expect((await login(h, codes[1])).status).toBe(200);
    } finally {
      await h.cleanup();
    }
  });
});

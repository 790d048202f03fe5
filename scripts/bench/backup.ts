/**
 * npx tsx scripts/bench/backup.ts: GET /api/admin/backup and `npm run admin -- restore` on an
 * embedded database filled as a small company's site might be after a few years: 60 posts of ~4 KB,
 * 3,000 contact messages, 400 quote requests of which 150 carry a file (random bytes, 20 KB to
 * 1 MB: incompressible, like the PDFs and photos people attach). Prints a Markdown table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { restoreBackup } from '../../src/server/backup/restore';

async function du(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
const restoreDir = await mkdtemp(path.join(tmpdir(), 'bench-restore-'));
const server = await createApp({ dataDir, distDir: null, logLevel: 'silent', rateLimit: { max: 1e9, windowMs: 60_000 } });
try {
  const call = (url: string, init: RequestInit) => Promise.resolve(server.app.request(url, init));
  const json = { 'Content-Type': 'application/json' };
  const account = { name: 'Bench', email: 'bench@example.com', password: 'a benchmark passphrase' };
  await call('/api/auth/register', { method: 'POST', headers: json, body: JSON.stringify(account) });
  const { accessToken } = (await (
    await call('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify(account) })
  ).json()) as {
    accessToken: string;
  };
  const auth = { Authorization: `Bearer ${accessToken}` };
  for (let i = 0; i < 60; i++) {
    const content = `<p>${'A paragraph about networks, support contracts and websites. '.repeat(60)}</p>`;
    await call('/api/blogs', {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ title: `Post number ${i}`, content }),
    });
  }
  for (let i = 0; i < 3000; i++) {
    const body = {
      name: `Visitor ${i}`,
      email: `v${i}@example.com`,
      phone: '',
      subject: `Question ${i}`,
      message: 'Hello, '.repeat(40),
    };
    await call('/api/contact', { method: 'POST', headers: json, body: JSON.stringify(body) });
  }
  let fileBytes = 0;
  for (let i = 0; i < 400; i++) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      fullName: `Client ${i}`,
      email: `c${i}@example.com`,
      phone: '+44 20 7946 0000',
      companyName: 'Acme Ltd',
      size: 'Small (1-4)',
      contactMethod: 'Email',
      services: 'Website Development',
      description: 'We need a new website. '.repeat(20),
      budget: '£1,500 - £5,000',
      source: 'Referral',
      additionalDetails: '',
      deadline: '2026-01-31',
      region: 'uk',
    }))
      form.append(key, value);
    if (i % 8 < 3) {
      const size = 20_000 + Math.floor(Math.random() * 1_000_000);
      fileBytes += size;
      form.append('file', new Blob([new Uint8Array(randomBytes(size))]), `brief-${i}.pdf`);
    }
    await call('/api/request-quote', { method: 'POST', body: form });
  }
  const onDisk = await du(dataDir);

  const rows: string[] = [];
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    const res = await call('/api/admin/backup', { headers: auth });
    const archive = Buffer.from(await res.arrayBuffer());
    const backupMs = performance.now() - started;
    const file = path.join(restoreDir, '..', `bench-backup-${process.pid}.tar.gz`);
    await writeFile(file, archive);
    await rm(restoreDir, { recursive: true, force: true });
    const restoreStarted = performance.now();
    await restoreBackup({ archive: file, dataDir: restoreDir, say: () => {} });
    const restoreMs = performance.now() - restoreStarted;
    await rm(file, { force: true });
    rows.push(`| ${run} | ${mb(archive.length)} | ${(backupMs / 1000).toFixed(1)} s | ${(restoreMs / 1000).toFixed(1)} s |`);
  }
  const lines = [
    `DATA_DIR ${mb(onDisk)} on disk (stored files ${mb(fileBytes)}, 150 of them); Node ${process.version}`,
    '',
    '| run | archive | backup (request to last byte) | restore (check all, open the database, swap) |',
    '|---|---:|---:|---:|',
    ...rows,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(restoreDir, { recursive: true, force: true });
}

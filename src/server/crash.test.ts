import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { validContact, validQuote } from './test/harness';

/*
 * Durability: the real server process receives a stream of submissions and is killed with SIGKILL
 * part-way. After a restart on the same DATA_DIR every submission that was acknowledged with 201
 * must be there, with its file intact.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
let dataDir = '';
const databaseUrl = process.env.DATABASE_URL || undefined;
const databaseSchema = databaseUrl ? `crash_${randomBytes(6).toString('hex')}` : undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl && databaseSchema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${databaseSchema}" CASCADE`);
    await admin.end();
  }
});

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  // node --import tsx rather than the tsx CLI: the CLI runs the server in a child process, and a
  // SIGKILL must reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      ...(databaseSchema ? { DATABASE_SCHEMA: databaseSchema } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout! });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${stderr}`)), 60_000);
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string; error?: string };
        if (entry.msg === 'listening' && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
        if (entry.msg === 'could not start') reject(new Error(entry.error));
      } catch {
        // Not a log line of ours.
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, base };
}

async function csrfFor(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';
  return { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token };
}

describe('crash safety', () => {
  it('keeps every acknowledged submission across a SIGKILL', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-crash-'));
    const first = await startServer();
    const headers = await csrfFor(first.base);
    const account = { name: 'Crash Admin', email: 'crash@example.com', password: 'crash test password' };
    const registered = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);

    const contacts = new Set<string>();
    const quotes = new Map<string, Buffer>();
    let sent = 0;
    let stop = false;
    const worker = async (index: number) => {
      for (let n = 0; !stop; n++) {
        try {
          sent++;
          if ((index + n) % 3 === 0) {
            const content = randomBytes(64 * 1024 + n);
            const data = new FormData();
            for (const [key, value] of Object.entries(validQuote)) data.append(key, value);
            data.append('file', new Blob([content]), `attachment-${index}-${n}.bin`);
            const res = await fetch(`${first.base}/api/request-quote`, { method: 'POST', headers, body: data });
            if (res.status === 201) quotes.set(((await res.json()) as { id: string }).id, content);
          } else {
            const res = await fetch(`${first.base}/api/contact`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({ ...validContact, subject: `crash ${index}-${n}` }),
            });
            if (res.status === 201) contacts.add(((await res.json()) as { id: string }).id);
          }
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    // Kill once a fair number is acknowledged, while requests are still in flight.
    while (contacts.size + quotes.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(contacts.size + quotes.size);

    const second = await startServer();
    const again = await csrfFor(second.base);
    const login = await fetch(`${second.base}/api/auth/login`, {
      method: 'POST',
      headers: { ...again, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };

    const storedContacts = (await (await fetch(`${second.base}/api/admin/contacts`, { headers: auth })).json()) as Array<{ id: string }>;
    const storedIds = new Set(storedContacts.map((item) => item.id));
    for (const id of contacts) expect(storedIds.has(id), `contact ${id}`).toBe(true);

    const storedQuotes = (await (await fetch(`${second.base}/api/admin/quotes`, { headers: auth })).json()) as Array<{
      id: string;
      file?: { id: string; size: number };
    }>;
    const byId = new Map(storedQuotes.map((quote) => [quote.id, quote]));
    for (const [id, content] of quotes) {
      const stored = byId.get(id);
      expect(stored?.file?.size, `quote ${id}`).toBe(content.length);
      const download = await fetch(`${second.base}/api/admin/files/${stored?.file?.id}`, { headers: auth });
      expect(Buffer.from(await download.arrayBuffer()).equals(content), `file of quote ${id}`).toBe(true);
    }

    second.child.kill('SIGTERM');
    const code = await new Promise((resolve) => second.child.once('exit', resolve));
    expect(code).toBe(0);
  });
});

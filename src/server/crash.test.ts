import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { validContact, validQuote } from './test/harness';
import { serverData, startServerProcess, type ServerProcess } from './test/process';
import { proofFrom } from './test/spam-proof';

/*
 * Durability: the real server process receives a stream of submissions and is killed with SIGKILL
 * part-way. After a restart on the same DATA_DIR every submission that was acknowledged with 201
 * must be there, with its file intact.
 */

const servers: ServerProcess[] = [];
let data: Awaited<ReturnType<typeof serverData>> | undefined;

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await data?.remove();
});

async function startServer(): Promise<ServerProcess> {
  data ??= await serverData('api-crash');
  const server = await startServerProcess(data.env);
  servers.push(server);
  return server;
}

describe('crash safety', () => {
  it('keeps every acknowledged submission across a SIGKILL', { timeout: 180_000 }, async () => {
    const first = await startServer();
    const account = { name: 'Crash Admin', email: 'crash@example.com', password: 'crash test password' };
    const registered = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);

    const contacts = new Set<string>();
    const quotes = new Map<string, Buffer>();
    let sent = 0;
    let stop = false;
    // The server is killed at the 40th acknowledgement, while the other requests are still in flight.
    let fortyReached!: () => void;
    const fortyAcknowledged = new Promise<void>((resolve) => (fortyReached = resolve));
    const acknowledged = () => {
      if (contacts.size + quotes.size >= 40) fortyReached();
    };
    const worker = async (index: number) => {
      for (let n = 0; !stop; n++) {
        try {
          sent++;
          if ((index + n) % 3 === 0) {
            const content = randomBytes(64 * 1024 + n);
            const data = new FormData();
            for (const [key, value] of Object.entries({ ...validQuote, altcha: await proofFrom(first.base) }))
              data.append(key, value);
            data.append('file', new Blob([content]), `attachment-${index}-${n}.bin`);
            const res = await fetch(`${first.base}/api/request-quote`, { method: 'POST', body: data });
            if (res.status === 201) quotes.set(((await res.json()) as { id: string }).id, content);
            acknowledged();
          } else {
            const res = await fetch(`${first.base}/api/contact`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ ...validContact, subject: `crash ${index}-${n}`, altcha: await proofFrom(first.base) }),
            });
            if (res.status === 201) contacts.add(((await res.json()) as { id: string }).id);
            acknowledged();
          }
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await fortyAcknowledged;
    await first.stop('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(contacts.size + quotes.size);

    const second = await startServer();
    const login = await fetch(`${second.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };

    const storedContacts = (await (await fetch(`${second.base}/api/admin/contacts`, { headers: auth })).json()) as Array<{
      id: string;
    }>;
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

    expect(await second.stop('SIGTERM')).toBe(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPAM_PROOF_FIELD, type SpamChallenge } from '../../schemas/spam-proof';
import { createApp, type ApiServer, type AppOptions } from '../app';
import { PROVED_CALLS, solveSpamChallenge } from './spam-proof';
import { seedEmbeddedDatabase, testDatabase } from './database';

/**
 * One isolated server per test file: a fresh temporary DATA_DIR and, when DATABASE_URL is set
 * (npm run test:api:pg), a fresh PostgreSQL database, dropped afterwards. Without it, PGlite.
 */
export interface Harness {
  /** The server under test; a test may replace it with another on the same data (a restart). */
  server: ApiServer;
  dataDir: string;
  /** PostgreSQL's URL for this harness's database (npm run test:api:pg), else undefined. */
  databaseUrl: string | undefined;
  client: TestClient;
  /** Closes the server and starts another on the same data and database (a restart, or a deploy), `overrides` its options. */
  restart(overrides?: Partial<AppOptions>): Promise<void>;
  /** Closes the server and deletes its data. */
  cleanup(): Promise<void>;
}

export async function startHarness(overrides: Partial<AppOptions> = {}): Promise<Harness> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'api-test-')));
  const database = await testDatabase('test');
  if (!('databaseUrl' in overrides ? overrides.databaseUrl : database.url)) await seedEmbeddedDatabase(dataDir);
  const server = await createApp({ dataDir, databaseUrl: database.url, distDir: null, logLevel: 'silent', ...overrides });
  const harness: Harness = {
    server,
    dataDir,
    databaseUrl: database.url,
    client: new TestClient(server),
    async restart(again = {}) {
      await harness.server.close();
      harness.server = await createApp({
        dataDir,
        databaseUrl: database.url,
        distDir: null,
        logLevel: 'silent',
        ...overrides,
        ...again,
      });
      harness.client = new TestClient(harness.server);
    },
    async cleanup() {
      await harness.server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  /** The client's socket address, as @hono/node-server passes it in (default: none). */
  address?: string;
  /**
   * A form call (PROVED_CALLS) with a `json` or `form` body gets a solved challenge in its `altcha`
   * field, as the site's forms send one, unless it has one or this is false (a bare API client).
   */
  proof?: boolean;
}

/** Calls the app in-process (app.request), as a same-origin client or curl would. */
export class TestClient {
  constructor(readonly server: ApiServer) {}

  async call(url: string, options: CallOptions = {}): Promise<Response> {
    if (options.proof !== false && PROVED_CALLS.includes(url)) options = await this.withProof(options);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined;
    return this.server.app.request(url, { method, headers, body }, env);
  }

  /** The call's body with a solved challenge in it (GET /api/challenge, solved here). */
  async proof(): Promise<string> {
    const res = await this.server.app.request('/api/challenge');
    if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`);
    return solveSpamChallenge((await res.json()) as SpamChallenge);
  }

  private async withProof(options: CallOptions): Promise<CallOptions> {
    if (options.json !== undefined && typeof options.json === 'object' && options.json !== null && !Array.isArray(options.json)) {
      if (SPAM_PROOF_FIELD in options.json) return options;
      return { ...options, json: { [SPAM_PROOF_FIELD]: await this.proof(), ...options.json } };
    }
    if (options.form && !options.form.has(SPAM_PROOF_FIELD)) {
      const proved = new FormData();
      proved.append(SPAM_PROOF_FIELD, await this.proof());
      for (const [name, value] of options.form.entries()) proved.append(name, value);
      return { ...options, form: proved };
    }
    return options;
  }

  /** Registers (first account: the admin) and signs in. */
  async signUpAndIn(email: string, password = 'correct horse battery', name = 'Site Admin') {
    const registered = await this.call('/api/auth/register', { json: { name, email, password } });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
    return this.signIn(email, password);
  }

  async signIn(email: string, password: string) {
    const res = await this.call('/api/auth/login', { json: { email, password } });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as {
      accessToken: string;
      refreshToken: string;
      user: { id: string; role: string; username: string };
    };
  }
}

export function form(
  fields: Record<string, string>,
  file?: { field: string; name: string; content: Buffer | string; type?: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file)
    data.append(
      file.field,
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.name,
    );
  return data;
}

export const validQuote = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  companyName: 'Acme Ltd',
  size: 'Small (1-4)',
  contactMethod: 'Email',
  services: 'Website Development',
  description: 'A new website',
  budget: '£1,500 - £5,000',
  source: 'Referral',
  additionalDetails: '',
  deadline: '2026-01-31',
  region: 'uk',
};

export const validApplication = {
  name: 'Ram Shrestha',
  contact: '+977 98 0000 0000',
  email: 'ram@example.com',
  town: 'Kathmandu',
  country: 'Nepal',
  position: 'DevOps Engineer',
  salary: '80,000',
  currency: 'NPR',
  info: 'Available from March',
};

export const validContact = { name: 'Sam', email: 'sam@example.com', phone: '', subject: 'Hello', message: 'A question' };

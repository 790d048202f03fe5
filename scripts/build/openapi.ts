// Writes the API's OpenAPI document to docs/openapi.json (a step of `npm run build`), so a reviewer
// sees a change to the contract in the diff, and its TypeScript types to src/api/openapi.d.ts, which
// the admin's and the editor's calls are typed by (./openapi-types.ts). The document is the one
// GET /api/openapi.json serves, from a server started on a temporary, empty DATA_DIR;
// contract/drift.test.ts fails while the committed file differs from it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { OPENAPI_TYPES_FILE, typesOf } from './openapi-types';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../docs/openapi.json');

/** The document as the server serves it, in the file's layout. */
export async function servedDocument(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  const server = await createApp({ dataDir, distDir: null, databaseUrl: undefined, logLevel: 'silent', metrics: false });
  try {
    const res = await server.app.request('/api/openapi.json');
    if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return `${JSON.stringify(await res.json(), null, 2)}\n`;
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function writeIfChanged(file: string, text: string) {
  const before = await readFile(file, 'utf8').catch(() => undefined);
  if (before !== text) await writeFile(file, text);
}

if (process.argv[1] === import.meta.filename) {
  // The page editor's suite builds a copy of the project that has no docs/.
  await mkdir(path.dirname(OPENAPI_FILE), { recursive: true });
  const document = await servedDocument();
  // Written only when they differ: the types file sits in src/, and a new modification time on
  // every build would make the build look older than its sources (scripts/build/freshness.mjs).
  await writeIfChanged(OPENAPI_FILE, document);
  await writeIfChanged(OPENAPI_TYPES_FILE, await typesOf(document));
  console.log(
    `API contract written to ${path.relative(process.cwd(), OPENAPI_FILE)}, its types to ${path.relative(process.cwd(), OPENAPI_TYPES_FILE)}`,
  );
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The server of the browser suites (playwright.config.ts starts it): the real one, serving dist/, on a
 * fresh DATA_DIR so every run starts with no account and only the built-in posts. The folder goes
 * when the server exits, which it does on the SIGTERM Playwright sends at the end.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-browser-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../../src/server/main.ts');

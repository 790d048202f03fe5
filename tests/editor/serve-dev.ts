// The editor suite's server (playwright.editor.config.ts): a fresh copy of the project with
// `rsbuild dev` in it, as `npm run dev` runs it, removed when Playwright stops it.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { copiedPaths, editorPort, siteCopy } from './site-copy';

const repo = path.resolve(import.meta.dirname, '../..');
rmSync(siteCopy, { recursive: true, force: true });
mkdirSync(siteCopy, { recursive: true });
for (const entry of copiedPaths) cpSync(path.join(repo, entry), path.join(siteCopy, entry), { recursive: true });
symlinkSync(path.join(repo, 'node_modules'), path.join(siteCopy, 'node_modules'), 'dir');

const rsbuild = spawn(
  path.join(repo, 'node_modules/.bin/rsbuild'),
  ['dev', '--environment', 'web', '--port', String(editorPort)],
  {
    cwd: siteCopy,
    // The site's API is not part of this suite: nothing on the proxied port answers.
    env: { ...process.env, API_PORT: String(editorPort + 1) },
    stdio: 'inherit',
  },
);
const stop = () => {
  rsbuild.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
rsbuild.on('exit', (code) => {
  rmSync(siteCopy, { recursive: true, force: true });
  process.exit(code ?? 0);
});

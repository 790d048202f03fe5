// `npm run test:browser`: the Chromium suites. Builds the site when needed, then runs the browser
// tests against the real server (Playwright, playwright.config.ts), the page editor's suite against
// `rsbuild dev` on a copy of the project (playwright.editor.config.ts), then the Storybook stories in
// Chromium (@storybook/test-runner). Other arguments go to both `playwright test` runs (a file,
// --grep...; the editor's run passes when none of its tests match them); --no-storybook skips the
// Storybook step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = await buildIfStale();
if (built !== 0) process.exit(built);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--no-storybook');
run('npx', ['playwright', 'test', ...playwrightArgs]);
run('npx', ['playwright', 'test', '--config', 'playwright.editor.config.ts', '--pass-with-no-tests', ...playwrightArgs]);
if (!process.argv.includes('--no-storybook')) run('npx', ['tsx', 'scripts/test-storybook.ts', '--repeat']);

// `npm run test:browser`: the Chromium suites. Builds the site when needed, then runs the browser
// tests against the real server (Playwright, playwright.config.ts), the page editor's suite against
// `rsbuild dev` on a copy of the project (playwright.editor.config.ts), then the visual suites
// (scripts/test-visual.ts: the Storybook stories, then the built admin's screens). Other arguments go
// to both `playwright test` runs (a file, --grep...; the editor's run passes when none of its tests
// match them); --no-storybook skips the visual suites.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';
import { runStage } from './ci/stages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
/** Runs one suite as a timed stage (scripts/ci/stages.mjs); stops at the first that fails. */
const run = async (stage, command, args, extraEnv = {}) => {
  const code = await runStage(stage, command, args, { cwd: root, env: { ...env, ...extraEnv } });
  if (code !== 0) process.exit(code);
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const built = await buildIfStale();
if (built !== 0) process.exit(built);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--no-storybook');
await run('playwright', bin('playwright'), ['test', '--project=browser', ...playwrightArgs]);
// The tests that measure time as a visitor feels it (tagged @alone), on a machine no other test loads.
await run('playwright alone', bin('playwright'), ['test', '--project=alone', '--pass-with-no-tests', ...playwrightArgs], {
  PLAYWRIGHT_JSON_FILE: 'tmp/ci/playwright-alone.json',
});
await run('editor', bin('playwright'), [
  'test',
  '--config',
  'playwright.editor.config.ts',
  '--pass-with-no-tests',
  ...playwrightArgs,
]);
// It times its own stages: the Storybook build, the captures and their determinism, the screens.
if (!process.argv.includes('--no-storybook')) {
  const storybook = spawnSync(bin('tsx'), ['scripts/test-visual.ts', '--repeat'], { cwd: root, stdio: 'inherit', env });
  process.exit(storybook.status ?? 1);
}

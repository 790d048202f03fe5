// `npm run test:visual`, and the visual step of `npm run test:browser`: the two visual suites,
// compared with their baselines the same way (tests/visual/summary.ts), in one report each and one
// accept flow.
//
// 1. Storybook: builds Storybook once, serves the static build on 127.0.0.1 and runs
//    @storybook/test-runner on it. In one visit per story, the story renders, passes its axe check
//    and is captured in each of its modes (.storybook/test-runner.ts); baselines in tests/visual/baselines.
// 2. The built screens: the admin's tabs, drawers and dialogs, the page editor and the settings, in
//    Chromium against the real server serving the build (built first when stale), each checked
//    with axe and captured at desktop and phone widths (tests/screens); baselines in tests/screens/baselines.
//
//   --update   accept the differences: changed and new captures become baselines, deleted ones go
//   --repeat   then capture again, in a fresh visit, every story a recent change touched and a sample of
//              the others that differs at each commit (tests/visual/determinism.ts), and require each
//              to match the first pass exactly
//   --only=storybook, --only=screens   run one of the two
//
// Each part is a timed stage of CI (scripts/ci/stages.mjs): the build, the captures, the repeat, the screens.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { screens } from '../tests/screens/screens';
import { recentChanges, selectForRepeat } from '../tests/visual/determinism';
import { screenPaths } from '../tests/visual/screen';
import { visualPaths, visualPathsFor } from '../tests/visual/paths';
import { acceptChanges, compareRun, describe, differs, writeReport } from '../tests/visual/summary';
import { buildIfStale } from './build/freshness.mjs';
import { record } from './ci/stages.mjs';

const root = visualPaths.root;
const out = path.join(root, 'storybook-static');
const update = process.argv.includes('--update');
const repeat = process.argv.includes('--repeat');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'storybook' && only !== 'screens') {
  console.error(`--only takes storybook or screens, not ${only}`);
  process.exit(2);
}

/** Times `work` as CI stage `name`. */
async function timed<T>(name: string, work: () => T | Promise<T>, passed: (result: T) => boolean): Promise<T> {
  const started = performance.now();
  const result = await work();
  record(name, (performance.now() - started) / 1000, passed(result));
  return result;
}

/** The Storybook captures, compared; whether they passed. */
async function storybook(): Promise<boolean> {
  const build = await timed(
    'storybook build',
    () => spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' }),
    (run) => run.status === 0,
  );
  if (build.status !== 0) return false;

  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.png': 'image/png',
  };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(out, pathname);
    if (!file.startsWith(out)) return res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** One test-runner pass (asynchronous: the static server above runs in this process). */
  function testRunner(patterns: string[], env: Record<string, string>): Promise<number> {
    const args = ['test-storybook', '--url', url, '--index-json', '--maxWorkers=2', '--testTimeout=90000', ...patterns];
    const runner = spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
  }

  const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string; importPath: string }>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const storyIds = new Set(stories.map((story) => story.id));

  rmSync(visualPaths.work, { recursive: true, force: true });
  let failed =
    (await timed(
      'storybook',
      () => testRunner([], {}),
      (code) => code === 0,
    )) !== 0;
  const summary = compareRun(storyIds);
  console.log(`\n${describe(summary)}`);
  console.log(`Report: ${writeReport(summary)}`);
  if (update) {
    acceptChanges(summary);
    if (differs(summary))
      console.log('Accepted: the baselines in tests/visual/baselines now match. Commit them with the change.');
  } else if (differs(summary)) {
    failed = true;
    console.log('If the change is intended, accept it: npm run test:visual -- --update');
  }

  if (repeat && !failed) {
    // Compared with the first pass's captures by the test's own measure: what differs is a flake.
    const second = visualPathsFor({ baselines: visualPaths.actual, work: path.join(visualPaths.work, 'repeat') });
    const changes = recentChanges(root);
    const chosen = selectForRepeat(stories, changes.files, changes.seed);
    console.log(
      chosen.everything
        ? '\nDeterminism: what every story shares changed; capturing every story a second time...'
        : `\nDeterminism: capturing again the ${chosen.changed} components a recent change touched and ${chosen.sampled} others this commit picks...`,
    );
    // One test file per title (component): a pattern each, as the test-runner names them.
    const patterns = chosen.titles.map((title) => `/${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.test\\.js$`);
    const code = await timed(
      'storybook determinism',
      () => testRunner(patterns, { VISUAL_WORK: second.work, VISUAL_BASELINES: second.baselines }),
      (exit) => exit === 0,
    );
    const again = compareRun(storyIds, second);
    console.log(`${describe(again).replace(/^Visual:/, 'Determinism:')}\nReport: ${writeReport(again, second)}`);
    failed = code !== 0 || differs(again) || again.captures === 0;
  }
  server.close();
  return !failed;
}

/** The built screens' captures (tests/screens), compared the same way; whether they passed. */
async function builtScreens(): Promise<boolean> {
  const built = (await buildIfStale()) as number;
  if (built !== 0) return false;
  rmSync(screenPaths.work, { recursive: true, force: true });
  const code = await timed(
    'screens',
    () =>
      new Promise<number>((resolve) => {
        const run = spawn('npx', ['playwright', 'test', '--config', 'playwright.screens.config.ts'], {
          cwd: root,
          stdio: 'inherit',
        });
        run.on('exit', (exit) => resolve(exit ?? 1));
      }),
    (exit) => exit === 0,
  );
  const summary = compareRun(new Set(screens.map((screen) => screen.id)), screenPaths);
  console.log(
    `\n${describe(summary)
      .replace(/^Visual:/, 'Screens:')
      .replace(/ stories:/, ' screens:')}`,
  );
  console.log(`Report: ${writeReport(summary, screenPaths)}`);
  if (update) {
    acceptChanges(summary, screenPaths);
    if (differs(summary))
      console.log('Accepted: the baselines in tests/screens/baselines now match. Commit them with the change.');
    return code === 0;
  }
  if (differs(summary)) console.log('If the change is intended, accept it: npm run test:visual -- --update');
  return code === 0 && !differs(summary);
}

let passed = true;
if (only !== 'screens') passed = (await storybook()) && passed;
if (only !== 'storybook') passed = (await builtScreens()) && passed;
process.exit(passed ? 0 : 1);

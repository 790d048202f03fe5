// `npm run test:visual`, and the Storybook step of `npm run test:browser`: builds Storybook once,
// serves the static build on 127.0.0.1 and runs @storybook/test-runner on it. In one visit per
// story, the story renders, passes its axe check and is captured in each of its modes
// (.storybook/test-runner.ts). Then the captures are compared with tests/visual/baselines, and the
// run prints what changed, writes the report and fails if anything differs.
//
//   --update   accept the differences: changed and new captures become baselines, deleted ones go
//   --repeat   then capture again, in a fresh visit, every story a recent change touched and a sample of
//              the others that differs at each commit (tests/visual/determinism.ts), and require each
//              to match the first pass exactly
//
// Each part is a timed stage of CI (scripts/ci/stages.mjs): the build, the captures, the repeat.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { recentChanges, selectForRepeat } from '../tests/visual/determinism';
import { visualPaths, visualPathsFor } from '../tests/visual/paths';
import { acceptChanges, compareRun, describe, differs, writeReport } from '../tests/visual/summary';
import { record } from './ci/stages.mjs';

const root = visualPaths.root;
const out = path.join(root, 'storybook-static');
const update = process.argv.includes('--update');
const repeat = process.argv.includes('--repeat');

/** Times `work` as CI stage `name`. */
async function timed<T>(name: string, work: () => T | Promise<T>, passed: (result: T) => boolean): Promise<T> {
  const started = performance.now();
  const result = await work();
  record(name, (performance.now() - started) / 1000, passed(result));
  return result;
}

const build = await timed(
  'storybook build',
  () => spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' }),
  (run) => run.status === 0,
);
if (build.status !== 0) process.exit(build.status ?? 1);

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
  if (differs(summary)) console.log('Accepted: the baselines in tests/visual/baselines now match. Commit them with the change.');
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
process.exit(failed ? 1 : 0);

// `npm run test:visual`, and the Storybook step of `npm run test:browser`: builds Storybook once,
// serves the static build on 127.0.0.1 and runs @storybook/test-runner on it. In one visit per
// story, the story renders, passes its axe check and is captured in each of its modes
// (.storybook/test-runner.ts). Then the captures are compared with tests/visual/baselines, and the
// run prints what changed, writes the report and fails if anything differs.
//
//   --update   accept the differences: changed and new captures become baselines, deleted ones go
//   --repeat   then capture every story a second time and require it to match the first pass exactly
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { visualPaths, visualPathsFor } from '../tests/visual/paths';
import { acceptChanges, compareRun, describe, differs, writeReport } from '../tests/visual/summary';

const root = visualPaths.root;
const out = path.join(root, 'storybook-static');
const update = process.argv.includes('--update');
const repeat = process.argv.includes('--repeat');

const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
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
  entries: Record<string, { id: string; type: string }>;
};
const storyIds = new Set(Object.values(index.entries).flatMap((entry) => (entry.type === 'story' ? [entry.id] : [])));

rmSync(visualPaths.work, { recursive: true, force: true });
let failed = (await testRunner([], {})) !== 0;
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
  // The whole set: a flake can hide in any story, and one that fails half the runs is found here
  // on the run that shows it, not by a later change that did not cause it.
  console.log('\nDeterminism: capturing every story a second time...');
  const code = await testRunner([], { VISUAL_WORK: second.work, VISUAL_BASELINES: second.baselines });
  const again = compareRun(storyIds, second);
  console.log(`${describe(again).replace(/^Visual:/, 'Determinism:')}\nReport: ${writeReport(again, second)}`);
  failed = code !== 0 || differs(again) || again.captures === 0;
}

server.close();
process.exit(failed ? 1 : 0);

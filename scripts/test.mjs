// `npm test`: the Node suites as CI runs them, each a timed stage (scripts/ci/stages.mjs): the build
// when its sources changed (the suites that serve or validate the built pages share that one build),
// Prettier, then vitest with any arguments given (a file, -t NAME, --project dom), and the linter
// beside them all. The linter keeps one core busy for a minute and more, longer than the build and
// Prettier take together: vitest starts when they are done, and takes the other core meanwhile
// (it was idle for the linter's last 20 s). None of them reads what another writes: the build
// writes only ignored folders, and docs/openapi.json, which Prettier checks after it; the tests
// write in os.tmpdir() and the ignored tmp/. Stops after the build and Prettier when either failed;
// otherwise runs vitest, waits for the linter, and fails if any stage did. At the end, the time it
// took against the budget (README, "Time").
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';
import { BUDGETS, clock, record, runStage } from './ci/stages.mjs';
import { checkNode } from './node-runtime.mjs';

checkNode('npm test');
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const took = [];

/** Runs stage `name`; resolves with whether it passed. */
async function stage(name, run) {
  const began = performance.now();
  const code = await run();
  took.push([name, (performance.now() - began) / 1000]);
  if (code !== 0) console.error(`\nnpm test: ${name} failed.`);
  return code === 0;
}

/** Stops here unless every one passed (the stages run together have all finished by then: no stray process). */
const allPassed = (passed) => passed.every(Boolean) || process.exit(1);

const linted = stage('lint', () => runStage('lint', 'npm', ['run', '--silent', 'lint'], { cwd: root }));
const built = await stage('build', async () => {
  const began = performance.now();
  const code = await buildIfStale();
  record('build', (performance.now() - began) / 1000, code === 0);
  return code;
});
const formatted = await stage('prettier', () => runStage('prettier', 'npm', ['run', '--silent', 'format:check'], { cwd: root }));
if (!built || !formatted) allPassed([await linted, false]);
const tested = await stage('vitest', () =>
  runStage('vitest', path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
);
allPassed([await linted, tested]);

const total = (performance.now() - started) / 1000;
const parts = took.map(([name, seconds]) => `${name} ${Math.round(seconds)} s`).join(', ');
console.log(
  `\nnpm test passed in ${clock(total)} (${parts}; the linter beside the others); its budget is ${BUDGETS.npmTest / 60} min.`,
);
if (total > BUDGETS.npmTest)
  console.log('Over budget: `node scripts/ci/stages.mjs report` shows the slowest files; the README says where to look.');

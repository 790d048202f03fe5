// `npm test`: the Node suites as CI runs them, each a timed stage (scripts/ci/stages.mjs): the build
// when its sources changed (the suites that serve or validate the built pages share that one build),
// then vitest with any arguments given (a file, -t NAME, --project dom); beside them, at the lowest
// CPU priority, the linter, Prettier and the structure checks (madge, knip).
//
// Why beside and low: every stage here is CPU-bound on two cores, so one after another they cost
// their sum. Vitest leaves some of a core idle (a server process starting, a socket's timeout, the
// last files ending one by one), and a stage at `nice -n 19` takes that time and little else (at
// equal load 15 parts in 1,039 of a core), so it slows neither vitest nor a test that holds a time
// to a target. Measured one after the other on one machine: 6 min 34 s with the linter's lane
// first, 5 min 03 s beside (docs/benchmarks/ci.md). The linter starts at once (it reads only the
// sources); Prettier after the build, which writes docs/openapi.json; the structure checks after it.
// Every stage runs to its end whatever another's result (no stray process); then each failure is
// named and the command fails. At the end, the time it took against the budget (README, "Time").
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';
import { BUDGETS, clock, record, runStage } from './ci/stages.mjs';
import { checkNode } from './node-runtime.mjs';

checkNode('npm test');
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const took = [];
const failed = [];

/** Runs stage `name`; resolves with whether it passed. */
async function stage(name, run) {
  const began = performance.now();
  const code = await run();
  took.push([name, (performance.now() - began) / 1000]);
  if (code !== 0) {
    failed.push(name);
    console.error(`\nnpm test: ${name} failed.`);
  }
  return code === 0;
}

/** An npm script as a stage that yields the CPU to every other (see above). */
const lowPriority = (name, script) =>
  stage(name, () => runStage(name, 'npm', ['run', '--silent', script], { cwd: root }, { beside: true }));

const linted = lowPriority('lint', 'lint');
const built = await stage('build', async () => {
  const began = performance.now();
  const code = await buildIfStale();
  record('build', (performance.now() - began) / 1000, code === 0);
  return code;
});
const checked = (async () =>
  (await lowPriority('prettier', 'format:check')) && (await lowPriority('structure', 'check:structure')))();
const tested =
  built &&
  (await stage('vitest', () =>
    runStage('vitest', path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
      cwd: root,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    }),
  ));
await Promise.all([linted, checked]);
if (failed.length > 0 || !tested) {
  console.error(`\nnpm test failed: ${failed.join(', ')}${built ? '' : ' (so vitest did not run)'}.`);
  process.exit(1);
}

const total = (performance.now() - started) / 1000;
const parts = took.map(([name, seconds]) => `${name} ${Math.round(seconds)} s`).join(', ');
console.log(
  `\nnpm test passed in ${clock(total)} (${parts}; the linter, Prettier and the structure checks beside the build and vitest); its budget is ${BUDGETS.npmTest / 60} min.`,
);
if (total > BUDGETS.npmTest)
  console.log('Over budget: `node scripts/ci/stages.mjs report` shows the slowest files; the README says where to look.');

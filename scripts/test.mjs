// `npm test`: the Node suites as CI runs them, each a timed stage (scripts/ci/stages.mjs): the build
// when its sources changed (the suites that serve or validate the built pages share that one build),
// the linter, Prettier, the structure checks (madge, knip), then vitest with any arguments given (a
// file, -t NAME, --project dom). The linter runs beside the build, Prettier and the structure
// checks: it keeps one core busy for its whole minute, and none of them reads what another writes
// (the build writes only ignored folders, and docs/openapi.json, which Prettier checks after it).
// Stops after the first stages that fail; at the end, the time it took against the budget (README,
// "Time").
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

allPassed(
  await Promise.all([
    stage('lint', () => runStage('lint', 'npm', ['run', '--silent', 'lint'], { cwd: root })),
    (async () => {
      const built = await stage('build', async () => {
        const began = performance.now();
        const code = await buildIfStale();
        record('build', (performance.now() - began) / 1000, code === 0);
        return code;
      });
      const formatted = await stage('prettier', () =>
        runStage('prettier', 'npm', ['run', '--silent', 'format:check'], { cwd: root }),
      );
      // The house rules the linter cannot see (package.json's check:structure, madge and knip): a few
      // seconds of one core here, where the lane would wait for the linter anyway (25 s inside vitest).
      const structured = await stage('structure', () =>
        runStage('structure', 'npm', ['run', '--silent', 'check:structure'], { cwd: root }),
      );
      return structured && formatted && built;
    })(),
  ]),
);
allPassed([
  await stage('vitest', () =>
    runStage('vitest', path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
      cwd: root,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    }),
  ),
]);

const total = (performance.now() - started) / 1000;
const parts = took.map(([name, seconds]) => `${name} ${Math.round(seconds)} s`).join(', ');
console.log(
  `\nnpm test passed in ${clock(total)} (${parts}; the linter beside the build, Prettier and the structure checks); its budget is ${BUDGETS.npmTest / 60} min.`,
);
if (total > BUDGETS.npmTest)
  console.log('Over budget: `node scripts/ci/stages.mjs report` shows the slowest files; the README says where to look.');

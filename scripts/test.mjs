// `npm test`: the Node suites as CI runs them, each a timed stage (scripts/ci/stages.mjs): the build
// when its sources changed (the suites that serve or validate the built pages share that one build),
// the linter, Prettier, then vitest with any arguments given (a file, -t NAME, --project dom). Stops
// at the first stage that fails; at the end, the time each took against the budget (README, "Tests").
import path from 'node:path';
import { buildIfStale } from './build/freshness.mjs';
import { BUDGETS, record, runStage } from './ci/stages.mjs';
import { checkNode } from './node-runtime.mjs';

checkNode('npm test');
const root = path.resolve(import.meta.dirname, '..');
const took = [];

async function stage(name, run) {
  const started = performance.now();
  const code = await run();
  took.push([name, (performance.now() - started) / 1000]);
  if (code !== 0) {
    console.error(`\nnpm test: ${name} failed.`);
    process.exit(code);
  }
}

await stage('build', async () => {
  const started = performance.now();
  const code = await buildIfStale();
  record('build', (performance.now() - started) / 1000, code === 0);
  return code;
});
await stage('lint', () => runStage('lint', 'npm', ['run', '--silent', 'lint'], { cwd: root }));
await stage('prettier', () => runStage('prettier', 'npm', ['run', '--silent', 'format:check'], { cwd: root }));
await stage('vitest', () =>
  runStage('vitest', path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
);

const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
const parts = took.map(([name, seconds]) => `${name} ${Math.round(seconds)} s`).join(', ');
console.log(
  `\nnpm test passed in ${Math.floor(total / 60)} min ${Math.round(total % 60)} s (${parts}); its budget is ${BUDGETS.npmTest / 60} min.`,
);
if (total > BUDGETS.npmTest)
  console.log('Over budget: `node scripts/ci/stages.mjs report` shows the slowest files; the README says where to look.');

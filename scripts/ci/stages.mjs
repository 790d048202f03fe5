// Where CI's time goes (issue 56). Each stage that CI runs records how long it took, as a line of
// tmp/ci/stages.jsonl; vitest and Playwright leave their own per-file figures in tmp/ci/ too. The
// report is one table, printed at the end of `bash .ci/run` and, with --write, kept in
// docs/benchmarks/ci.md, whose recorded figures the next report compares against.
//
//   node scripts/ci/stages.mjs run NAME -- COMMAND [ARG...]   runs COMMAND as stage NAME, records it
//   node scripts/ci/stages.mjs report [--write]                prints the table (--write: docs too)
//   node scripts/ci/stages.mjs reset                           forgets what an earlier run recorded
//
// Plain Node and no dependencies: it times the install before there is any.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ciDir = path.join(root, 'tmp', 'ci');
const log = path.join(ciDir, 'stages.jsonl');
const doc = path.join(root, 'docs', 'benchmarks', 'ci.md');

/** The budgets the README names: a stage's own, and the sums that CI and `npm test` must stay within. */
export const BUDGETS = { ci: 30 * 60, npmTest: 6 * 60 };
/** The stages `npm test` runs (scripts/test.mjs), in order. */
export const NPM_TEST_STAGES = ['build', 'lint', 'prettier', 'structure', 'vitest'];

/**
 * Records that stage `name` took `seconds` (and whether it passed). A stage run `beside` others at
 * the lowest CPU priority (npm test's linter, Prettier and structure checks) took the time the others
 * left it: its wall time is no measure of its cost, which shows in the whole run's.
 */
export function record(name, seconds, ok = true, { beside = false } = {}) {
  mkdirSync(ciDir, { recursive: true });
  appendFileSync(
    log,
    `${JSON.stringify({ stage: name, seconds: Math.round(seconds * 10) / 10, ok, ...(beside ? { beside } : {}), at: new Date().toISOString() })}\n`,
  );
}

/**
 * Runs `command` with `args` (output to this terminal) as stage `name`; resolves with its exit code.
 * `beside`: at the lowest CPU priority, taking only what the other stages leave (see record).
 */
export function runStage(name, command, args, options = {}, { beside = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = beside
      ? spawn('nice', ['-n', '19', command, ...args], { stdio: 'inherit', ...options })
      : spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      record(name, (performance.now() - started) / 1000, false, { beside });
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      record(name, (performance.now() - started) / 1000, status === 0, { beside });
      resolve(status);
    });
  });
}

/** The latest record of each stage, in the order they first ran. */
function stages() {
  if (!existsSync(log)) return [];
  const latest = new Map();
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    latest.delete(entry.stage);
    latest.set(entry.stage, entry);
  }
  return [...latest.values()];
}

/**
 * The wall-clock time `entries` took together: stages that ran side by side (npm test's linter beside
 * its build) count once. Each record ends at its `at`, `seconds` after it began.
 */
export function wallSeconds(entries) {
  const spans = entries
    .map((entry) => {
      const end = Date.parse(entry.at) / 1000;
      return [end - entry.seconds, end];
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    if (end > reached) total += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return total;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/** `seconds` as people read a duration: "42.5 s", "25 min 00 s" (rounded first, so never "24 min 60 s"). */
export function clock(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The seconds docs/benchmarks/ci.md recorded for each stage (its first table), to compare with. */
function recorded() {
  if (!existsSync(doc)) return new Map();
  const figures = new Map();
  const table = readFileSync(doc, 'utf8').split('<!-- stages:end -->')[0] ?? '';
  for (const [, name, seconds] of table.matchAll(/^\| `([^`]+)` \| ([\d.]+) \|/gm)) figures.set(name, Number(seconds));
  return figures;
}

/** The per-file figures vitest's reporter left (scripts/ci/vitest-timings.ts), as lines. */
function vitestDetail(name, label) {
  const run = readJson(path.join(ciDir, `${name}.json`));
  if (!run) return [];
  const lines = [`${label}: ${run.files.length} files in ${clock(run.wallSeconds)} on ${run.workers} workers`];
  for (const [project, figures] of Object.entries(run.projects))
    lines.push(
      `  project ${project}: ${figures.files} files, ${clock(figures.seconds)} of work (import ${clock(figures.importSeconds)})`,
    );
  lines.push('  slowest files:');
  for (const file of run.files.slice(0, 10)) lines.push(`    ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`);
  return lines;
}

/** The per-file figures of a Playwright run (its JSON reporter), as lines. */
function playwrightDetail(name, label) {
  const run = readJson(path.join(ciDir, `${name}.json`));
  if (!run) return [];
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) files.set(spec.file, (files.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of run.suites ?? []) walk(suite);
  const sorted = [...files].sort((a, b) => b[1] - a[1]);
  return [
    `${label}: ${run.stats?.expected ?? 0} passed, ${run.stats?.unexpected ?? 0} failed, ${clock((run.stats?.duration ?? 0) / 1000)}; slowest files:`,
    ...sorted.slice(0, 6).map(([file, seconds]) => `    ${seconds.toFixed(1).padStart(6)} s  ${file}`),
  ];
}

/** The report: the table of stages, the budgets, what doubled, and the slowest files of each suite. */
export function report() {
  const all = stages();
  const before = recorded();
  const total = wallSeconds(all);
  const npmTest = wallSeconds(all.filter((entry) => NPM_TEST_STAGES.includes(entry.stage)));
  const rows = all.map((entry) => {
    const was = before.get(entry.stage);
    const change = was ? `${(entry.seconds / was).toFixed(2)}×` : '';
    const result = `${entry.ok ? 'passed' : '**failed**'}${entry.beside ? ' (beside, low priority)' : ''}`;
    return `| \`${entry.stage}\` | ${entry.seconds.toFixed(0)} | ${clock(entry.seconds)} | ${((100 * entry.seconds) / total).toFixed(0)} % | ${result} | ${was ?? ''} | ${change} |`;
  });
  const findings = [];
  for (const entry of all) {
    const was = before.get(entry.stage);
    if (was && !entry.beside && entry.seconds >= 2 * was && entry.seconds - was > 30)
      findings.push(
        `Stage \`${entry.stage}\` took ${clock(entry.seconds)}, ${(entry.seconds / was).toFixed(1)} times the ${clock(was)} recorded: find out why.`,
      );
  }
  if (total > BUDGETS.ci) findings.push(`CI took ${clock(total)}, over its budget of ${clock(BUDGETS.ci)}.`);
  if (npmTest > BUDGETS.npmTest) findings.push(`npm test took ${clock(npmTest)}, over its budget of ${clock(BUDGETS.npmTest)}.`);
  const table = [
    '| Stage | Seconds | Time | Share | Result | Recorded (s) | Now / recorded |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows,
    `| all stages | ${total.toFixed(0)} | ${clock(total)} | | budget ${clock(BUDGETS.ci)} | | |`,
    `| of which \`npm test\` | ${npmTest.toFixed(0)} | ${clock(npmTest)} | | budget ${clock(BUDGETS.npmTest)} | | |`,
  ];
  const detail = [
    ...vitestDetail('vitest', 'vitest (npm test)'),
    ...vitestDetail('vitest-pg', 'vitest on PostgreSQL'),
    ...playwrightDetail('playwright', 'Playwright'),
    ...playwrightDetail('playwright-alone', 'Playwright, the tests run alone'),
    ...playwrightDetail('playwright-editor', 'editor suite'),
    ...playwrightDetail('playwright-screens', 'visual suite of the built screens'),
  ];
  return { table, detail, findings, all };
}

function write({ table, detail }) {
  const generated = [
    '<!-- stages:start: written by `node scripts/ci/stages.mjs report --write` after a run of `bash .ci/run` -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), Node ${process.versions.node}.`,
    '',
    ...table,
    '',
    '```',
    ...detail,
    '```',
    '<!-- stages:end -->',
  ].join('\n');
  const old = existsSync(doc)
    ? readFileSync(doc, 'utf8')
    : "# Where CI's time goes\n\n<!-- stages:start --><!-- stages:end -->\n";
  const start = old.indexOf('<!-- stages:start');
  const end = old.indexOf('<!-- stages:end -->');
  const next =
    start >= 0 && end > start
      ? `${old.slice(0, start)}${generated}${old.slice(end + '<!-- stages:end -->'.length)}`
      : `${old}\n${generated}\n`;
  writeFileSync(doc, next);
  console.log(`Written: ${path.relative(root, doc)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'run') {
    const [name, separator, program, ...args] = rest;
    if (!name || separator !== '--' || !program) {
      console.error('Usage: node scripts/ci/stages.mjs run NAME -- COMMAND [ARG...]');
      process.exit(2);
    }
    process.exit(await runStage(name, program, args));
  } else if (command === 'report') {
    const result = report();
    console.log(`\nWhere CI's time went (tmp/ci/; docs/benchmarks/ci.md has the recorded figures):\n`);
    console.log([...result.table, '', ...result.detail].join('\n'));
    for (const finding of result.findings) console.log(`\nFinding: ${finding}`);
    if (rest.includes('--write')) write(result);
  } else if (command === 'reset') {
    rmSync(ciDir, { recursive: true, force: true });
  } else {
    console.error('Usage: node scripts/ci/stages.mjs run NAME -- COMMAND... | report [--write] | reset');
    process.exit(2);
  }
}

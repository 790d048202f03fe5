import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SHORT_LIVED_NODE_ARGS } from './scripts/build/server-runtime.mjs';
import { useMemoryTmpdir } from './scripts/ci/memory-tmpdir.mjs';
import { contentPlugin } from './src/config/vite-content-plugin';

// Four projects: code that runs in Node (server, schemas, config, SEO builders); the few Node files
// that must each have modules of their own (isolatedFiles); those that hold a wait to a target and run
// after the rest, one at a time (aloneFiles); and code that renders React (blocks, layout, features)
// in jsdom. Browser suites against the built site are Playwright's
// (playwright.config.ts, tests/browser) and run with `npm run test:browser`.
//
// Time (issue 56; docs/benchmarks/ci.md): three workers on two cores. A tenth of a run a worker waits
// on something other than the CPU (a server process starting, a lock left by a killed one going
// stale, a socket's idle timeout), and a third worker fills that time: 296 s with two, 275 with
// three, every core busy (3 % idle). Each worker keeps its modules and
// its environment from one file to the next (isolate: false) where the files allow it. A worker
// then imports the server, React and Mantine once rather than for every file, and compiles the
// embedded database's WebAssembly once. What a file changes in shared state it puts back, or asserts
// only on its own part of it (the metrics registry is the process's). The dom project still gives
// each file the site's modules afresh (tests/setup/dom.ts), keeping jsdom and the packages.
const serverSetup = './src/server/test/global-setup.ts';

// The run's scratch (the databases its servers copy and write) in memory: scripts/ci/memory-tmpdir.mjs.
useMemoryTmpdir('nexlink-tests');

/**
 * Node files that need a fresh module graph each, so run isolated: the stores against the live API
 * (the API client reads the page's origin, the live API the file started, once, when first
 * imported), and a test that replaces a Node module with vi.mock(), which in a shared graph would
 * not reach the modules another file loaded first (tests/structure/test-isolation.test.ts); and the
 * metrics test, which reads the process's one metrics registry: after some order of files in a shared
 * worker it saw none of its 250 counted 404s there (the cause is not found yet; docs/benchmarks/ci.md).
 */
export const isolatedFiles = [
  'src/stores/**/*.test.ts',
  'src/editor/dev-server/siteApi.test.ts',
  'src/server/metrics/metrics.test.ts',
];

/**
 * Tests that hold a time a user waits to a target (a revision restored in under 200 ms, an upload
 * onto a full disk refused within a second): run after every other file, one at a time, so another
 * worker's tests take no core from the one measured.
 */
const aloneFiles = ['src/server/blog/restore-speed.test.ts', 'src/server/files/storage-faults.test.ts'];

/**
 * A project of Node test files: each gets the migrated database every server under test starts from
 * and the server compiled once (serverSetup).
 */
function nodeProject(
  name: string,
  test: {
    include: string[];
    exclude?: string[];
    isolate: boolean;
    fileParallelism?: boolean;
    sequence?: { groupOrder: number };
  },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, environment: 'node', globalSetup: [serverSetup], testTimeout: 30_000, hookTimeout: 60_000, ...test },
  };
}

export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    globals: true,
    maxWorkers: 3,
    // Each worker opens embedded databases for minutes, not weeks: see SHORT_LIVED_NODE_ARGS.
    execArgv: SHORT_LIVED_NODE_ARGS,
    // Where the run's time went, file by file: tmp/ci/, for scripts/ci/stages.mjs's report.
    reporters: ['default', './scripts/ci/vitest-timings.ts'],
    // The build's own renderer (the server loads it to render the blog's pages) runs as built, by
    // Node, with its chunks beside it: not through Vite's transform.
    server: { deps: { external: [/\/dist-ssr\//] } },
    projects: [
      nodeProject('node', {
        include: [
          'src/**/*.test.ts',
          'scripts/**/*.test.ts',
          'tests/visual/**/*.test.ts',
          'tests/structure/**/*.test.ts',
          'tests/html/**/*.test.ts',
          '.storybook/**/*.test.ts',
        ],
        exclude: [...isolatedFiles, ...aloneFiles],
        isolate: false,
      }),
      nodeProject('isolated', { include: isolatedFiles, isolate: true }),
      // One file at a time: with two workers the two measured files took a core from each other (a
      // restore measured at 202 ms against its 200).
      nodeProject('alone', { include: aloneFiles, isolate: true, fileParallelism: false, sequence: { groupOrder: 1 } }),
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/dom.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 30_000,
        },
      },
    ],
  },
});

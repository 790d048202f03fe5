// How the compiled server (dist-server/main.mjs) is run, by `npm start` and by the tests and
// benchmarks that start it as `npm start` does: Node's flags and the C library's allocator.
//
// Rendering a blog page or a list of long posts makes megabytes of short-lived strings; left to
// itself V8 lets the heap grow to 200 MB of garbage before it collects (2,000 posts of 50,000
// characters, every page read twice: +180 MB resident), and glibc keeps what compression freed in
// its arenas. A ceiling on the old generation makes V8 collect sooner (the live heap is some 60 MB),
// and a fixed mmap threshold with two arenas gives freed memory back (the figures:
// docs/benchmarks/blog-memory.md). An operator's own values in the environment win.
//
// Node 24's V8 gives the young generation far more room than Node 20's did, and under the 192 MB
// ceiling that room starved the old generation: the compiled server served a cached page 5 times
// slower than with a larger heap (GET /about 1,212-1,312 req/s against 8,130; p99 27 ms against 5)
// and idled at 295 MB resident on PostgreSQL. A young generation of 8 MB semi-spaces, about what
// Node 20 gave, serves the same page at 7,223-7,257 req/s and idles at 150 MB
// (docs/benchmarks/memory.md, docs/benchmarks/blog-pages.md).

/**
 * Node's flags for the server process. A heap or young-generation size the operator sets in
 * NODE_OPTIONS wins (a flag given here would override it): a host with room to spare may trade
 * memory for fewer collections.
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  ...(/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=192']),
  ...(/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : ['--max-semi-space-size=8']),
];

/**
 * V8's flags for the Node processes a test run starts, stops and throws away within seconds (the
 * servers and `npm run admin` most tests spawn, vitest's workers): the embedded database's
 * WebAssembly (some 9 MB) compiled by the baseline compiler only. Left to tier up, V8 also
 * optimises the functions that opening a database runs hot, about 2.6 s of CPU per process on this
 * machine for code the process is stopped before it pays back, and a stopping process waits up to
 * 2 s for that work to finish. What the code does is the same; `npm start` keeps the optimiser, for
 * a server that runs for weeks.
 */
export const SHORT_LIVED_NODE_ARGS = ['--liftoff-only'];

/** glibc malloc settings (ignored elsewhere), under whatever the environment already sets. */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072', ...env };
}

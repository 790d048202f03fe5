// The server compiled as `npm start` runs it: src/server/main.ts bundled by esbuild into ES modules
// with a source map, its packages included but for those that must stay in node_modules, and the
// SQL migrations beside it. `npm run build:server` writes dist-server/; the server tests bundle the
// same way into tmp/ once a run (src/server/test/global-setup.ts).
//
// A process that resolved each package's modules in node_modules spent most of its start there:
// 1,300 modules, each with its package.json looked up (2.0 CPU-seconds to listening, 1.6 s wall).
// Bundled, it starts in 1.1 CPU-seconds (1.0 s wall); what a route imports on demand (import())
// stays a chunk of its own, loaded when first asked for, as before.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What stays in node_modules, each for a reason: native addons (@node-rs/argon2, sharp); PGlite,
 * which reads its WebAssembly and data files beside its own modules; pino and pino-pretty, whose
 * transports run worker files by their path in the package; and pg's optional native binding,
 * which is not installed (pg tries it only when asked for pg.native).
 */
const KEPT_EXTERNAL = ['@node-rs/argon2', 'sharp', '@electric-sql/pglite', 'pino', 'pino-pretty', 'pg-native'];

/** Bundles each of `entries` (paths from the project's root) into `outdir`, then copies the migrations there. */
export async function bundleServer(outdir, entries = ['src/server/main.ts']) {
  // The folder holds this build alone: chunks are named by their content, so the last build's would stay.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entries.map((entry) => ({ in: path.join(root, entry), out: path.basename(entry).replace(/\.ts$/, '') })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    // Beside the entries, so that what a module finds beside itself (db/migrate.ts: ./migrations/)
    // is there from whichever file holds it.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    external: KEPT_EXTERNAL,
    // The CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    resolveExtensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleServer(path.join(root, 'dist-server'));

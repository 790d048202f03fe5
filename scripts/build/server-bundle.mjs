// The server compiled as `npm start` runs it: src/server/main.ts bundled by esbuild into one ES
// module with a source map, its packages left to node_modules, and the SQL migrations beside it.
// `npm run build:server` writes dist-server/; the server tests bundle the same way into tmp/ once a
// run (src/server/test/global-setup.ts), so each server process they start loads in half a second.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/** Bundles each of `entries` (paths from the project's root) into `outdir`, then copies the migrations there. */
export async function bundleServer(outdir, entries = ['src/server/main.ts']) {
  await build({
    entryPoints: entries.map((entry) => ({ in: path.join(root, entry), out: path.basename(entry).replace(/\.ts$/, '') })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    resolveExtensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    sourcemap: true,
    logLevel: 'warning',
  });
  await rm(path.join(outdir, 'migrations'), { recursive: true, force: true });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleServer(path.join(root, 'dist-server'));

// The last steps of `npm run build`, after prerendering: no asset shipped twice, the CSP manifest of
// every page, the precompressed .br/.gz copies of every text file in dist/, and the sources the
// build was made from beside its renderer (dist-ssr/source/), which the live editor edits over, with
// the project's Prettier options for site.config.ts, which it writes that file with.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'prettier';
import { BUILD_FORMAT, BUILD_SOURCES } from '../../src/server/content/sources';
import { writeCspManifest } from './csp-manifest';
import { duplicateAssets } from './duplicate-assets';
import { precompress } from './precompress';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const twice = await duplicateAssets(path.join(dist, 'static'));
if (twice.length > 0) {
  console.error(
    `These files of dist/static are the same bytes under different names (a module imported under two chunk names?):\n${twice.map((files) => `  ${files.join(' = ')}`).join('\n')}`,
  );
  process.exit(1);
}
const manifest = await writeCspManifest(dist);
const compressed = await precompress(dist);
console.log(`CSP hashes for ${Object.keys(manifest).length} pages; ${compressed} files precompressed (br, gzip)`);

const sources = path.join(root, 'dist-ssr', BUILD_SOURCES);
rmSync(sources, { recursive: true, force: true });
cpSync(path.join(root, 'content'), path.join(sources, 'content'), { recursive: true });
cpSync(path.join(root, 'site.config.ts'), path.join(sources, 'site.config.ts'));
writeFileSync(
  path.join(root, 'dist-ssr', BUILD_FORMAT),
  `${JSON.stringify((await resolveConfig(path.join(root, 'site.config.ts'))) ?? {}, null, 2)}\n`,
);

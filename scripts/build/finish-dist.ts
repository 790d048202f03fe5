// The last steps of `npm run build`, after prerendering: no asset shipped twice, the CSP manifest of
// every page and the precompressed .br/.gz copies of every text file in dist/.
import path from 'node:path';
import { writeCspManifest } from './csp-manifest';
import { duplicateAssets } from './duplicate-assets';
import { precompress } from './precompress';

const dist = path.resolve(import.meta.dirname, '../../dist');
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

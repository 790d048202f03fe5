// The last steps of `npm run build`, after prerendering: the CSP manifest of every page and the
// precompressed .br/.gz copies of every text file in dist/.
import path from 'node:path';
import { writeCspManifest } from './csp-manifest';
import { precompress } from './precompress';

const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = await writeCspManifest(dist);
const compressed = await precompress(dist);
console.log(`CSP hashes for ${Object.keys(manifest).length} pages; ${compressed} files precompressed (br, gzip)`);

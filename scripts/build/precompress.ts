import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from './files';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 1024;

/**
 * Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every compressible file
 * of dist, once per build, so the server (and any CDN that serves precompressed files) sends the
 * smallest form without compressing on each request.
 */
export async function precompress(dist: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dist, file);
    if ((await stat(full)).size < MIN_BYTES) continue;
    const body = await readFile(full);
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

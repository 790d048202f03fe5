import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCspManifest } from '../../../scripts/build/csp-manifest';

/**
 * A built site as small as the server accepts (DIST_DIR): two pages, a 404 page and the CSP
 * manifest, in a temporary folder the caller removes. For server processes that must serve pages
 * without a whole `npm run build`.
 */
export async function smallSite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'proxy-dist-'));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  await mkdir(path.join(dir, 'about'));
  await writeFile(path.join(dir, 'index.html'), page('Home'));
  await writeFile(path.join(dir, 'about', 'index.html'), page('About'));
  await writeFile(path.join(dir, '404.html'), page('Not found'));
  await writeCspManifest(dir);
  return dir;
}

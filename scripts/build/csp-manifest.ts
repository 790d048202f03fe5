import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST, inlineScriptHashes, type CspManifest } from '../../src/server/static/csp-manifest';
import { filesUnder } from './files';

/** Writes dist/.csp.json: every HTML file's inline-script hashes, for the server's CSP header. */
export async function writeCspManifest(dist: string): Promise<CspManifest> {
  const manifest: CspManifest = {};
  for (const file of await filesUnder(dist)) {
    if (!file.endsWith('.html')) continue;
    manifest[file] = inlineScriptHashes(await readFile(path.join(dist, file), 'utf8'));
  }
  await writeFile(path.join(dist, CSP_MANIFEST), JSON.stringify(manifest));
  return manifest;
}

import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST, type CspManifest } from '../../src/server/static/csp-manifest';
import { filesUnder } from './files';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/**
 * The CSP hashes ('sha256-…' without the quotes) of every inline script a browser would run in this
 * page. Scripts with src load from our origin; data blocks such as JSON-LD are not executed and need
 * no hash. The hash covers the exact text between the tags, as CSP specifies.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

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

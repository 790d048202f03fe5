import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The build's list of inline-script hashes per HTML file (scripts/build/csp-manifest.ts writes it;
 * a dotfile, so it is never served), from which the server builds each prerendered page's CSP
 * without reading its HTML. Pages the server renders itself (blog posts, server/blog/pages.ts) are
 * hashed at run time from their shell and head alone (never the post), and kept until a post changes.
 */
export const CSP_MANIFEST = '.csp.json';

/** Relative HTML path ('about/index.html') -> the sha256 hashes ('base64') of its inline scripts. */
export type CspManifest = Record<string, string[]>;

export async function readCspManifest(distDir: string): Promise<CspManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, CSP_MANIFEST), 'utf8')) as CspManifest;
  } catch {
    return null;
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/**
 * The CSP hashes ('sha256-…' without the quotes) of every inline script a browser would run in this
 * page: for each prerendered file at build time, and once for each page the server renders (then cached). Scripts with src load from our origin; data blocks such as JSON-LD are not executed and need
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

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The build's list of inline-script hashes per HTML file (scripts/build/csp-manifest.ts writes it;
 * a dotfile, so it is never served), from which the server builds each page's CSP: hashes are
 * computed once per build, never by parsing HTML at run time.
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

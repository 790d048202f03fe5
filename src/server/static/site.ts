import { createReadStream, existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../security/headers';
import { inlineScriptHashes } from './script-hashes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** Files up to this size are kept in memory with their compressed forms; bigger ones stream. */
const CACHE_FILE_LIMIT = 2 * 1024 * 1024;
const CACHE_TOTAL_LIMIT = 64 * 1024 * 1024;

interface Entry {
  key: string;
  body: Buffer;
  type: string;
  etag: string;
  csp?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the prerendered site from dist/: `/x` and `/x/` are `x/index.html`, hashed assets under
 * /static/ are cached for a year, pages are revalidated on each visit, anything unknown is the 404
 * page with status 404. Paths are checked segment by segment and again after resolving symlinks,
 * so nothing outside dist/ and no dotfile is ever served.
 */
export function createStaticSite(
  distDir: string,
  {
    isClientPage = async () => false,
  }: {
    /**
     * Whether an unknown path is a page the browser renders from the API (an administrator's blog
     * post): it gets the app shell with status 200 instead of 404.
     */
    isClientPage?: (urlPath: string) => Promise<boolean>;
  } = {},
): MiddlewareHandler {
  const root = path.resolve(distDir);
  const cache = new Map<string, Entry>();
  let cachedBytes = 0;
  let realRoot: string | undefined;

  async function load(file: string, size: number, mtimeMs: number): Promise<Entry> {
    const key = `${size}:${mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit;
    const body = await readFile(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry: Entry = { key, body, type, etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"` };
    if (type.startsWith('text/html')) entry.csp = contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')));
    if (hit) cachedBytes -= hit.body.length + (hit.br?.length ?? 0) + (hit.gzip?.length ?? 0);
    if (COMPRESSIBLE.test(type) && body.length >= 1024) {
      // Computed once per file version, so the slow, small brotli setting is worth it.
      entry.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    const bytes = body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    if (cachedBytes + bytes > CACHE_TOTAL_LIMIT) {
      cache.clear();
      cachedBytes = 0;
    }
    cache.set(file, entry);
    cachedBytes += bytes;
    return entry;
  }

  /** The file for a URL path, or null. Never leaves root, never serves a dotfile. */
  async function resolve(urlPath: string): Promise<{ file: string; size: number; mtimeMs: number } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const segments = decoded.split('/').filter((segment) => segment !== '');
    if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'))) return null;
    const asDirectory = path.join(root, ...segments, 'index.html');
    const candidates = decoded.endsWith('/') ? [asDirectory] : [path.join(root, ...segments), asDirectory];
    for (const candidate of candidates) {
      if (candidate !== root && !candidate.startsWith(root + path.sep)) continue;
      const info = await stat(candidate).catch(() => null);
      if (!info?.isFile()) continue;
      realRoot ??= await realpath(root);
      const real = await realpath(candidate).catch(() => null);
      if (!real || !real.startsWith(realRoot + path.sep)) continue;
      return { file: candidate, size: info.size, mtimeMs: info.mtimeMs };
    }
    return null;
  }

  async function send(c: Context, found: { file: string; size: number; mtimeMs: number }, status: 200 | 404, cacheControl: string) {
    const headers: Record<string, string> = { 'Cache-Control': cacheControl };
    if (found.size > CACHE_FILE_LIMIT) {
      const type = TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
      headers['Content-Type'] = type;
      headers['Content-Length'] = String(found.size);
      if (c.req.method === 'HEAD') return c.body(null, status, headers);
      return c.body(Readable.toWeb(createReadStream(found.file)) as ReadableStream, status, headers);
    }
    const entry = await load(found.file, found.size, found.mtimeMs);
    headers['Content-Type'] = entry.type;
    headers.ETag = entry.etag;
    if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
    if (status === 200 && c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === entry.etag)) {
      return c.body(null, 304, headers);
    }
    let body = entry.body;
    if (entry.br || entry.gzip) {
      headers.Vary = 'Accept-Encoding';
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      if (encoding === 'br' && entry.br) {
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (encoding !== 'identity' && entry.gzip) {
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    if (!existsSync(root)) {
      return c.text('The site has not been built yet: there is no dist/ folder. Build it, then restart the server. The API is running under /api.', 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      });
    }
    const urlPath = new URL(c.req.url).pathname;
    const found = await resolve(urlPath);
    if (found) {
      const immutable = urlPath.startsWith('/static/');
      return send(c, found, 200, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const notFoundPage = await resolve('/404.html');
    // 404.html is the app shell without a prerendered route: the browser renders the real page.
    if (notFoundPage) return send(c, notFoundPage, (await isClientPage(urlPath)) ? 200 : 404, 'no-cache');
    return c.text('Page not found', 404, { 'Cache-Control': 'no-cache' });
  };
}

/** br if accepted, else gzip if accepted, else identity (q=0 means refused). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

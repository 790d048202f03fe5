import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { clientHas } from './etag';

/**
 * An HTML page held in memory, ready to send: as is and compressed both ways, with its ETag and
 * Content-Security-Policy. The prerendered pages of dist/ (static/site.ts) and the blog's pages the
 * server renders (blog/pages.ts) are both sent this way, so a read is a lookup and a write.
 */
export interface HtmlDocument {
  body: Bytes;
  br: Bytes;
  gzip: Bytes;
  etag: string;
  csp: string;
}

/** Bytes as a response body takes them, without a copy per request. */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A page's HTML as an HtmlDocument: compressed here unless the build already wrote its .br and .gz copies. */
export async function htmlDocument(
  body: Buffer,
  csp: string,
  compressed: { br?: Buffer; gzip?: Buffer } = {},
): Promise<HtmlDocument> {
  const [br, gz] = await Promise.all([
    compressed.br ??
      promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    compressed.gzip ?? promisify(gzip)(body, { level: 9 }),
  ]);
  return { body: bytes(body), br: bytes(br), gzip: bytes(gz), etag: etagOf(body), csp };
}

/** The encodings a browser accepts, by name; `q=0` refuses one. */
function accepts(c: Context<AppEnv>, encoding: 'br' | 'gzip'): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/** Sends a page as a static file is sent: compressed as the browser accepts, revalidated by ETag (304). */
export function sendDocument(c: Context<AppEnv>, document: HtmlDocument, status: 200 | 404 = 200): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: document.etag,
    'Content-Security-Policy': document.csp,
  };
  if (status === 200 && clientHas(c, document.etag)) return c.body(null, 304, headers);
  if (accepts(c, 'br')) return c.body(document.br, status, { ...headers, 'Content-Encoding': 'br' });
  if (accepts(c, 'gzip')) return c.body(document.gzip, status, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(document.body, status, headers);
}

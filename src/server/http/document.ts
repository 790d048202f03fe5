import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FORM_STAMP_PLACEHOLDER } from '../../schemas/page-forms';
import { RETENTION_ATTRIBUTE, retentionPeriod } from '../../schemas/retention';
import type { AppEnv } from '../context';
import type { FormStamp } from '../submissions/guards';
import { clientHas } from './etag';

/**
 * An HTML page held in memory, ready to send: as is and compressed both ways, with its ETag and
 * Content-Security-Policy. The prerendered pages of dist/ (static/site.ts) and the pages the server
 * renders (the blog's, a form's answer) are all sent this way, so a read is a lookup and a write.
 */
export interface HtmlDocument {
  body: Bytes;
  br: Bytes;
  gzip: Bytes;
  etag: string;
  csp: string;
  /** A page holding a form: sent with a fresh stamp of when it was served in each form (see stampedBytes). */
  stamped?: { parts: Bytes[]; fresh(encoding: Encoding): Bytes | Promise<Bytes> };
}

type Encoding = 'br' | 'gzip' | 'identity';
/** Bytes as a response body takes them, without a copy per request. */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const compressBest = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 9 }),
};
/** For a stamped page, compressed at most once a second: quality 5 is 0.7 ms for a 56 KB page and 11 % larger than 11. */
const compressFast = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};

/** What the server writes into every page it sends, whatever the build rendered. */
export interface PageFacts {
  /** Signs the forms' stamps: a page whose forms hold FORM_STAMP_PLACEHOLDER gets one per second. */
  stamp?: FormStamp;
  /** RETENTION_DAYS: a page stating how long submissions are kept (the privacy page) states this. */
  retentionDays?: number;
}

const RETENTION_ELEMENT = new RegExp(`<span ${RETENTION_ATTRIBUTE}="(\\d+)">[^<]*</span>`, 'g');

/** The page with every stated retention period made `days` (the build renders the default); the same Buffer when nothing changed. */
function withRetentionPeriod(body: Buffer, days: number | undefined): Buffer {
  if (days === undefined || !body.includes(RETENTION_ATTRIBUTE)) return body;
  const html = body.toString('utf8');
  const stated = html.replace(RETENTION_ELEMENT, (element, written: string) =>
    Number(written) === days ? element : `<span ${RETENTION_ATTRIBUTE}="${days}">${retentionPeriod(days)}</span>`,
  );
  return stated === html ? body : Buffer.from(stated);
}

/**
 * A page's HTML as an HtmlDocument: compressed here unless the build already wrote its .br and .gz
 * copies (and the facts changed nothing). With `stamp`, a page whose forms hold
 * FORM_STAMP_PLACEHOLDER is sent with a signed stamp of the second it was served in its place.
 */
export async function htmlDocument(
  built: Buffer,
  csp: string,
  { compressed: precompressed = {}, stamp, retentionDays }: { compressed?: { br?: Buffer; gzip?: Buffer } } & PageFacts = {},
): Promise<HtmlDocument> {
  const body = withRetentionPeriod(built, retentionDays);
  const compressed = body === built ? precompressed : {};
  if (stamp && body.includes(FORM_STAMP_PLACEHOLDER)) {
    const parts = body
      .toString('utf8')
      .split(FORM_STAMP_PLACEHOLDER)
      .map((part) => bytes(Buffer.from(part)));
    // Weak: the bytes differ each second, the page does not; a browser's copy with an older stamp is as good.
    const none = new Uint8Array();
    return { body: none, br: none, gzip: none, etag: `W/${etagOf(body)}`, csp, stamped: stampedBytes(parts, stamp) };
  }
  const [br, gz] = await Promise.all([compressed.br ?? compressBest.br(body), compressed.gzip ?? compressBest.gzip(body)]);
  return { body: bytes(body), br: bytes(br), gzip: bytes(gz), etag: etagOf(body), csp };
}

/** What a stamped page was last sent as, in its second. */
interface FreshCopy {
  second: number;
  body: Buffer;
  /** Each encoding once compressed; until then the compression its readers share (see below). */
  encoded: Partial<Record<'br' | 'gzip', Bytes | Promise<Bytes>>>;
}
/**
 * The stamped pages' copies of the current second, for every page together and bounded by bytes
 * (a page's copy counts twice its size: as is, and compressed once or twice), so a cache of many
 * rendered pages (the blog's) never holds a second copy of each.
 */
const freshCopies = new LRUCache<object, FreshCopy>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (copy) => 2 * copy.body.length || 1,
});

/**
 * A stamped page's bytes: its parts joined by the stamp of the current second, each encoding
 * compressed the first time it is asked for in that second and shared by every request in it, so a
 * busy page costs one compression a second, not one a request.
 */
function stampedBytes(parts: Bytes[], stamp: FormStamp): NonNullable<HtmlDocument['stamped']> {
  const page = {};
  return {
    parts,
    fresh(encoding) {
      const now = Date.now();
      const second = Math.floor(now / 1000);
      let copy = freshCopies.get(page);
      if (copy?.second !== second) {
        const value = Buffer.from(stamp.issue(now));
        copy = { second, body: Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [value, part]))), encoded: {} };
        freshCopies.set(page, copy);
      }
      if (encoding === 'identity') return bytes(copy.body);
      const { body, encoded } = copy;
      // Kept as bytes once compressed: a promise would keep the request that made it (its async
      // context: kept-until-change.ts says more) for as long as the copy is kept.
      return (encoded[encoding] ??= compressFast[encoding](body).then(
        (compressed) => (encoded[encoding] = bytes(compressed)),
        (error: unknown) => {
          delete encoded[encoding];
          throw error;
        },
      ));
    },
  };
}

/** The encodings a browser accepts, by name; `q=0` refuses one. */
function accepts(c: Context<AppEnv>, encoding: 'br' | 'gzip'): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Sends a page as a static file is sent: compressed as the browser accepts, revalidated by ETag
 * (304). `cacheControl` overrides no-cache, e.g. no-store for a page that shows what a visitor typed.
 */
export function sendDocument(
  c: Context<AppEnv>,
  document: HtmlDocument,
  status: ContentfulStatusCode = 200,
  { cacheControl = 'no-cache' }: { cacheControl?: string } = {},
): Response | Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ETag: document.etag,
    'Content-Security-Policy': document.csp,
  };
  if (status === 200 && clientHas(c, document.etag)) return c.body(null, 304, headers);
  const encoding: Encoding = accepts(c, 'br') ? 'br' : accepts(c, 'gzip') ? 'gzip' : 'identity';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  const send = (body: Bytes) => c.body(body, status, headers);
  if (!document.stamped) return send(encoding === 'identity' ? document.body : document[encoding]);
  const fresh = document.stamped.fresh(encoding);
  return fresh instanceof Promise ? fresh.then(send) : send(fresh);
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { htmlDocument, sendDocument } from '../http/document';
import { clientHas } from '../http/etag';
import { contentSecurityPolicy } from '../security/headers';
import { describe, TAGS } from './describe';

/*
 * GET /api/docs: the API's reference for people, the OpenAPI document (GET /api/openapi.json)
 * rendered in the browser by Redoc 2 (npm `redoc`, pinned: its standalone bundle, React included,
 * 1.1 MB, 0.3 MB compressed). Everything comes from this origin: the bundle is read from
 * node_modules once and served beside the page, with a tiny start script instead of an inline one,
 * so the page's CSP allows scripts from 'self' alone. Redoc makes no request anywhere else: it has
 * no fonts, telemetry or proxy; the one thing it fetched from another origin, Redocly's logo in
 * the side menu, is taken out of the copy served (see servedBundle).
 */

/** Where app.ts mounts these routes (inside the `api` app), for the addresses the page names. */
const MOUNT = '/api';
const PAGE = '/docs';
const BUNDLE = '/docs/redoc.standalone.js';
/** The bundle's licence notices; its first line names this file, beside the script. */
const LICENSES = '/docs/redoc.standalone.js.LICENSE.txt';
const START = '/docs/start.js';
const DOCUMENT = `${MOUNT}/openapi.json`;

/**
 * The page's CSP: the site's own, plus `worker-src blob:` on this page alone. Redoc's search
 * builds its index (lunr) in a Worker made from a blob: URL of code inside the bundle; without it
 * the search box finds nothing and the browser reports the refusal.
 */
export const REFERENCE_PAGE_CSP = contentSecurityPolicy([], { workerSources: ['blob:'] });

/** Redoc 2 draws Redocly's logo from its CDN in the side menu's footer, with no option to leave it out. */
const REDOCLY_LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
/** A transparent 1×1 GIF in its place: no request, and the footer keeps its words and link. */
const EMPTY_IMAGE = '"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"';

/**
 * The bundle as served: without the logo's address (the one request Redoc made to another origin,
 * which the CSP would refuse and report), and without its source-map comment (the map is not
 * served). The version is pinned in package.json: reference-page.test.ts fails if a new one no
 * longer holds that address, and the browser suite (api-reference) if the page asks another origin
 * for anything.
 */
export function servedBundle(source: string): string {
  return source.replace(REDOCLY_LOGO, EMPTY_IMAGE).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** Starts Redoc on the page's element with the document it names (a file, so no inline script). */
const START_SCRIPT = `'use strict';
// Starts Redoc (${BUNDLE.slice(PAGE.length + 1)}, loaded just before) on the element that names the document.
(function () {
  var element = document.getElementById('api-reference');
  window.Redoc.init(
    element.getAttribute('data-document'),
    {
      // The site's theme colour (src/app/index.html).
      theme: { colors: { primary: { main: '#15803d' } } },
      expandResponses: '200,201',
      requiredPropsFirst: true,
      jsonSampleExpandLevel: 3,
    },
    element,
  );
})();
`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page: an element for Redoc, the bundle and the start script, each address carrying its version. */
function pageHtml(scripts: { bundle: string; start: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Nexlink IT Solutions API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <div id="api-reference" data-document="${escapeAttribute(DOCUMENT)}"></div>
    <noscript>
      <p>The API reference needs JavaScript. The OpenAPI document it shows is at <a href="${escapeAttribute(DOCUMENT)}">${DOCUMENT}</a>.</p>
    </noscript>
    <script src="${escapeAttribute(scripts.bundle)}"></script>
    <script src="${escapeAttribute(scripts.start)}"></script>
  </body>
</html>
`;
}

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** A file served from memory: as is and compressed both ways, with its version (a hash of its bytes). */
interface Asset {
  type: string;
  body: Bytes;
  br: Bytes;
  gzip: Bytes;
  /** The first 16 hex digits of its SHA-256: in its address (`?v=`) and its ETag. */
  version: string;
}

async function asset(type: string, text: string): Promise<Asset> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    promisify(gzip)(body, { level: 9 }),
  ]);
  const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { type, body: bytes(body), br: bytes(br), gzip: bytes(gz), version };
}

/** The address of an asset with its version: cached for a year under it. */
const versioned = (path: string, file: Asset) => `${MOUNT}${path}?v=${file.version}`;

/** Whether the browser accepts `encoding` (`q=0` refuses it), as http/document.ts reads it. */
function accepts(c: Context<AppEnv>, encoding: 'br' | 'gzip'): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends an asset compressed as the browser accepts. Asked for with its current version (`?v=`, as
 * the page names it), it is cached for a year; any other way (no version, or an older page's), it
 * is revalidated each time by its ETag.
 */
function sendAsset(c: Context<AppEnv>, file: Asset): Response {
  const etag = `"${file.version}"`;
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': c.req.query('v') === file.version ? IMMUTABLE : 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: etag,
  };
  if (clientHas(c, etag)) return c.body(null, 304, headers);
  const encoding = accepts(c, 'br') ? 'br' : accepts(c, 'gzip') ? 'gzip' : null;
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(encoding ? file[encoding] : file.body, 200, headers);
}

/** Runs `load` once, when first needed; a failure is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/**
 * GET /docs (the page), and its scripts and the bundle's licences under /docs/. Mounted in the
 * `api` app (app.ts), so at /api/docs. Nothing is read before the page is first asked for: the
 * bundle then stays in memory, compressed, for the life of the process.
 */
export function apiReferenceRoutes(): Hono<AppEnv> {
  // Resolved from this file, so from dist-server/main.mjs too once the server is bundled.
  const redocFile = (file: string) =>
    readFile(path.join(path.dirname(fileURLToPath(import.meta.resolve('redoc/package.json'))), file), 'utf8');

  const bundle = once(async () => asset(JAVASCRIPT, servedBundle(await redocFile('bundles/redoc.standalone.js'))));
  const start = once(() => asset(JAVASCRIPT, START_SCRIPT));
  const licenses = once(async () => {
    const files = ['LICENSE', 'bundles/redoc.standalone.js.LICENSE.txt'];
    const texts = await Promise.all(files.map(async (file) => `redoc/${file}:\n\n${(await redocFile(file)).trim()}\n`));
    const intro = `The licences of what ${MOUNT}${BUNDLE} holds (Redoc and the libraries bundled in it).\n\n`;
    return asset('text/plain; charset=utf-8', intro + texts.join('\n'));
  });
  const page = once(async () => {
    const [script, starter] = await Promise.all([bundle(), start()]);
    const html = pageHtml({ bundle: versioned(BUNDLE, script), start: versioned(START, starter) });
    return htmlDocument(Buffer.from(html), REFERENCE_PAGE_CSP);
  });

  return new Hono<AppEnv>()
    .get(
      PAGE,
      describe({
        summary: "This API's reference, as a web page",
        description: `${DOCUMENT} rendered by Redoc, served from this origin. Not for search engines (noindex).`,
        tags: [TAGS.contract],
        answers: { 200: { description: 'The page', mediaType: 'text/html' } },
      }),
      async (c) => {
        c.header('X-Robots-Tag', 'noindex');
        return sendDocument(c, await page());
      },
    )
    .get(
      BUNDLE,
      describe({
        summary: "The reference page's renderer (Redoc's standalone bundle)",
        description: 'Cached for a year when asked for with the version the page names (`?v=`).',
        tags: [TAGS.contract],
        answers: { 200: { description: 'The script', mediaType: 'text/javascript' } },
      }),
      async (c) => sendAsset(c, await bundle()),
    )
    .get(
      START,
      describe({
        summary: "The reference page's start script",
        description:
          'Starts Redoc on the page with the OpenAPI document. Cached for a year when asked for with its version (`?v=`).',
        tags: [TAGS.contract],
        answers: { 200: { description: 'The script', mediaType: 'text/javascript' } },
      }),
      async (c) => sendAsset(c, await start()),
    )
    .get(
      LICENSES,
      describe({
        summary: "The licences of the reference page's renderer",
        tags: [TAGS.contract],
        answers: { 200: { description: 'The licence notices', mediaType: 'text/plain' } },
      }),
      async (c) => sendAsset(c, await licenses()),
    );
}

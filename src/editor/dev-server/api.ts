import { timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compileContentJson } from '../../config/compile';
import { ContentError, type ContentIssue } from '../../config/errors';
import type { SiteConfig } from '../../config/site-schema';
import {
  EDITOR_API,
  SaveRequestSchema,
  TOKEN_HEADER,
  type ImageList,
  type LoadedPage,
  type PageList,
  type Refusal,
  type Saved,
} from '../wire/protocol';
import { ImageRefused, listImages, storeImage } from './images';
import { createSiteApi } from './siteApi';
import { formatPage, versionOf } from '../../config/page-text';
import { PAGE_NAME } from '../../schemas/live-content';
import { pageFile, pagesDir, readPage, writeAtomically } from './pageFiles';

const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const fail = (c: Context, status: 400 | 403 | 404 | 409 | 413 | 415 | 422, error: string, issues?: ContentIssue[]) =>
  c.json((issues ? { error, issues } : { error }) satisfies Refusal, status);

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const sameToken = (given: string | undefined, token: Buffer) =>
  given !== undefined && Buffer.byteLength(given) === token.length && timingSafeEqual(Buffer.from(given), token);

/**
 * The editor's file access, mounted on the dev server only (./plugin.ts): read a content page, save
 * one through the build's own compiler (with `site`, the config whose routes its links must reach), list and upload images. Only content/pages/<name>.json of
 * an existing page is ever written, and only from a page of the dev server itself. Every call
 * carries `token`, the secret of this run of the dev server that only the editor's own page is given
 * (plugin.ts writes it into that page): a page of another site, even one whose name a rebinding DNS
 * points at 127.0.0.1 (so that its Origin and Host agree), never learns it.
 */
export function createEditorApi(root: string, { token, site: started }: { token: string; site: SiteConfig }) {
  const app = new Hono().basePath(EDITOR_API);
  /** The config pages are checked against: the one the dev server started with, then each one the editor wrote. */
  let site = started;
  const expected = Buffer.from(token);

  app.use(async (c, next) => {
    if (!sameToken(c.req.header(TOKEN_HEADER), expected))
      return fail(c, 403, 'Only the editor opened from this run of npm run dev may use its API: reload the editor.');
    return next();
  });

  // A page on another site could otherwise post to a developer's dev server: writes come from the
  // editor's own origin or not at all (a browser always sends Origin with a PUT or POST).
  app.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (!origin || !host || URL.parse(origin)?.host !== host || c.req.header('sec-fetch-site') === 'cross-site')
      return fail(c, 403, 'Only the editor on this dev server may write files.');
    return next();
  });

  app.get('/pages', (c) => {
    const names = readdirSync(pagesDir(root))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .filter((name) => PAGE_NAME.test(name))
      .sort();
    return c.json({ pages: names } satisfies PageList);
  });

  app.get('/pages/:name', (c) => {
    const name = c.req.param('name');
    if (!PAGE_NAME.test(name) || !existsSync(path.join(pagesDir(root), `${name}.json`)))
      return fail(c, 404, `There is no content page named '${name}' in content/pages/.`);
    const text = readPage(root, name);
    return c.json({
      file: pageFile(name),
      version: versionOf(text),
      page: JSON.parse(text) as LoadedPage['page'],
    } satisfies LoadedPage);
  });

  app.put(
    '/pages/:name',
    bodyLimit({ maxSize: MAX_PAGE_BYTES, onError: (c) => fail(c, 413, 'A page of more than 1 MB is not accepted.') }),
    async (c) => {
      const name = c.req.param('name');
      if (!PAGE_NAME.test(name) || !existsSync(path.join(pagesDir(root), `${name}.json`)))
        return fail(
          c,
          404,
          `There is no content page named '${name}' in content/pages/; the editor only changes existing pages.`,
        );
      if (!c.req.header('content-type')?.startsWith('application/json')) return fail(c, 415, 'Send the page as JSON.');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 400, 'The request is not valid JSON.');
      }
      const input = SaveRequestSchema.safeParse(body);
      if (!input.success) return fail(c, 400, 'Send { version, page }: the version the editor opened and the page.');
      const file = pageFile(name);
      const text = formatPage(input.data.page);
      try {
        compileContentJson(file, text, site);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return fail(c, 422, error.message, [...error.issues]);
      }
      // Read, compare and write with no await between them: nothing else of this process runs meanwhile.
      const current = readPage(root, name);
      if (versionOf(current) !== input.data.version)
        return fail(
          c,
          409,
          `${file} changed on disk since you opened it (a git pull or another editor). Reload it to see that version; nothing was saved.`,
        );
      if (current !== text) writeAtomically(path.join(root, file), text);
      return c.json({ file, version: versionOf(text) } satisfies Saved);
    },
  );

  app.get('/images', async (c) => c.json({ images: await listImages(root) } satisfies ImageList));

  app.post(
    '/images',
    bodyLimit({ maxSize: MAX_IMAGE_BYTES, onError: (c) => fail(c, 413, 'An image of more than 5 MB is not accepted.') }),
    async (c) => {
      const fileName = c.req.header('x-file-name') ?? '';
      if (!fileName || fileName.length > 200) return fail(c, 400, 'Send the file name in X-File-Name.');
      const name = safeDecode(fileName);
      if (name === undefined) return fail(c, 400, 'The file name in X-File-Name is not valid.');
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0) return fail(c, 400, 'The file is empty.');
      try {
        return c.json(await storeImage(root, name, bytes), 201);
      } catch (error) {
        if (error instanceof ImageRefused) return fail(c, 415, error.message);
        throw error;
      }
    },
  );

  app.route(
    '/site',
    createSiteApi(root, {
      written: (next) => {
        site = next;
      },
    }),
  );

  app.notFound((c) => fail(c, 404, 'The editor has no such address.'));
  return app;
}

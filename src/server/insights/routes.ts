import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { describe, jsonRequest, TAGS } from '../contract/describe';
import { readBody } from '../http/body';
import { ApiError } from '../http/errors';
import { mediaType } from '../http/json-input';
import type { InsightsCounter } from './counter';
import { MAX_PATH_CHARS } from './visit';

/**
 * A beacon's body is a path and a referrer: 2 KB is room for both at their longest, and all a
 * flood of hits can make the server hold per request.
 */
const MAX_HIT_BYTES = 2 * 1024;
/** JSON as fetch() sends it, or text/plain as navigator.sendBeacon() sends a string (a simple request, no preflight). */
const HIT_MEDIA_TYPES = new Set(['application/json', 'text/plain']);

/** What the beacon sends; its fields are read leniently (routes below), this is what the document shows. */
const HitSchema = z.object({
  path: z
    .string()
    .describe(
      `The page's path on this site: starts with one '/', at most ${MAX_PATH_CHARS} characters once its query string and fragment are dropped (they are never stored)`,
    ),
  referrer: z
    .string()
    .optional()
    .describe("document.referrer: only its host is kept, and not even that when it is this site's own"),
});

const describeHit = describe({
  summary: 'Count a page view',
  description:
    "The site's own beacon, sent once a page shows. Counted without cookies or stored identifiers: a visitor is a hash of the day's salt, the address and the user agent, and the salt is deleted once its day is over. Not counted, and still answered 204: Do Not Track (DNT: 1), Global Privacy Control (Sec-GPC: 1), a bot's user agent, and a body that is not a site path (malformed, over 2 KB, cut off). JSON, or text/plain holding JSON (navigator.sendBeacon).",
  tags: [TAGS.insights],
  requestBody: {
    required: true,
    content: {
      ...jsonRequest(HitSchema),
      'text/plain': { schema: { type: 'string', description: 'The same JSON object, as sendBeacon() sends a string' } },
    },
  },
  answers: { 204: { description: 'Received (counted or not: the answer never says which)', mediaType: null } },
});

/** A transparent 1×1 GIF: what the <noscript> image of a page without script shows (nothing). */
const EMPTY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const describeHitImage = describe({
  summary: 'Count a page view without script',
  description:
    "The <noscript> image of a page a browser shows without running script: `path` is the page's own address. Counted as the beacon's call is, by the same rules (DNT, GPC, bots and malformed paths are not counted); the utm_* tags are read from the page's address the browser sends as Referer. Always a 1×1 transparent GIF, never cached.",
  tags: [TAGS.insights],
  parameters: [
    { name: 'path', in: 'query', required: true, schema: { type: 'string' }, description: "The page's path on this site" },
  ],
  answers: { 200: { description: 'A 1×1 transparent GIF (counted or not)', mediaType: 'image/gif' } },
});

/**
 * POST /api/insights/hit and GET /api/insights/hit.gif: one page view, by the beacon or by a page's
 * <noscript> image. Always answered alike, so the answer tells no one whether it was counted and a
 * beacon never shows an error. What is stored is the counter's (counter.ts).
 */
export function insightsRoutes(counter: InsightsCounter) {
  const fromBeacon = async (c: Context<AppEnv>): Promise<{ path?: unknown; referrer?: unknown } | null> => {
    if (!HIT_MEDIA_TYPES.has(mediaType(c.req.header('content-type')))) return null;
    let body: Buffer;
    try {
      body = await readBody(c, { limit: MAX_HIT_BYTES, tooLarge: () => new ApiError(413, 'too large'), ...c.var.inflight });
    } catch (error) {
      // Too large, stalled or cut off: nothing to count, and nobody to tell.
      if (error instanceof ApiError) return null;
      throw error;
    }
    try {
      const fields: unknown = JSON.parse(body.toString('utf8'));
      return typeof fields === 'object' && fields !== null ? fields : null;
    } catch {
      return null;
    }
  };

  return new Hono<AppEnv>()
    .post('/hit', describeHit, async (c) => {
      const sent = await fromBeacon(c);
      if (sent) await counter.pageView(c, { path: sent.path, referrer: sent.referrer });
      return c.body(null, 204);
    })
    .get('/hit.gif', describeHitImage, async (c) => {
      const path = c.req.query('path');
      // The page's own address (the image's Referer) carries the campaign's tags; only they are read.
      const page = c.req.header('referer');
      const query = page?.includes('?') ? `?${page.split('?').slice(1).join('?')}` : '';
      if (path !== undefined && !path.includes('?')) await counter.pageView(c, { path: `${path}${query}` });
      return c.body(EMPTY_GIF, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
    });
}

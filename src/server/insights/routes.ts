import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context';
import { describe, jsonRequest, TAGS } from '../contract/describe';
import { insightHits } from '../db/schema';
import { readBody } from '../http/body';
import { ApiError } from '../http/errors';
import { mediaType } from '../http/json-input';
import { addressKey, clientAddress, requestOrigin } from '../security/request-info';
import { countryOf, deviceOf, isCrawler, MAX_PATH_CHARS, optedOut, referrerHost, sitePath } from './visit';
import { utcDay, visitorHasher } from './visitors';

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

/**
 * POST /api/insights/hit: one page view. Always 204, so a beacon never shows an error and the
 * answer tells no one whether it was counted. Only the reduced hit is stored (visit.ts): the
 * address and user agent go into the visitor's hash and nowhere else.
 */
export function insightsRoutes(deps: Pick<Deps, 'db' | 'options' | 'logger'>, { wakeRollup }: { wakeRollup: () => void }) {
  const hasher = visitorHasher(deps.db, deps.options.clock, wakeRollup);
  const ownHost = new URL(deps.options.publicUrl).hostname;

  const record = async (c: Context<AppEnv>) => {
    const userAgent = c.req.header('user-agent');
    if (optedOut((name) => c.req.header(name)) || isCrawler(userAgent) || !userAgent) return;
    if (!HIT_MEDIA_TYPES.has(mediaType(c.req.header('content-type')))) return;
    let body: Buffer;
    try {
      body = await readBody(c, { limit: MAX_HIT_BYTES, tooLarge: () => new ApiError(413, 'too large'), ...c.var.inflight });
    } catch (error) {
      // Too large, stalled or cut off: nothing to count, and nobody to tell.
      if (error instanceof ApiError) return;
      throw error;
    }
    let fields: unknown;
    try {
      fields = JSON.parse(body.toString('utf8'));
    } catch {
      return;
    }
    if (typeof fields !== 'object' || fields === null) return;
    const { path: sent, referrer } = fields as { path?: unknown; referrer?: unknown };
    const path = sitePath(sent);
    if (path === null) return;
    const at = deps.options.clock.now();
    const day = utcDay(at);
    const ownHosts = new Set([ownHost, new URL(requestOrigin(c, deps.options.trustProxy)).hostname]);
    await deps.db.insert(insightHits).values({
      at: new Date(at),
      day,
      path,
      referrerHost: referrerHost(referrer, ownHosts),
      country: countryOf(c.req.header('accept-language')),
      device: deviceOf(userAgent),
      // Per /64 for IPv6 (security/request-info.ts): a phone that picks a new address in its
      // network now and then is still one visitor.
      visitor: await hasher.visitor(day, addressKey(clientAddress(c, deps.options.trustProxy)), userAgent),
    });
  };

  return new Hono<AppEnv>().post('/hit', describeHit, async (c) => {
    try {
      await record(c);
    } catch (error) {
      // The database away: this view is lost, and the beacon still gets its 204.
      deps.logger.warn({ err: error }, 'a page view could not be counted');
    }
    return c.body(null, 204);
  });
}

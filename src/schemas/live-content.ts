import { z } from 'zod';
import { ErrorBodySchema } from './errors';

/**
 * The site's pages edited on the running site (server/content/): a page is a file of content/pages/
 * by its name (`about`), its JSON as the file holds it. A version is the SHA-256 of the document's
 * text as the dev editor writes it (two-space JSON and a newline), so the same page has the same
 * version in the repository, in a draft and live.
 */

/** A content page's name: the file content/pages/<name>.json, and nothing that leaves that folder. */
export const PAGE_NAME = /^[a-z0-9-]{1,80}$/;

export const VersionSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a version as the server answered it');

/** A page as its file holds it: the compiler (src/config/compile.ts) says whether it is a valid one. */
const ContentPageSchema = z.record(z.string(), z.unknown());

/** A page and the version of its text. */
const VersionedPageSchema = z.object({ page: ContentPageSchema, version: VersionSchema });

/** GET /api/admin/content/pages/:name: the page as published, and the draft staff share, if any. */
export const DocumentStateSchema = z.object({
  name: z.string(),
  page: ContentPageSchema,
  version: VersionSchema,
  /** When it was last published on the running site; null while the build's file is what is served. */
  publishedAt: z.string().nullable(),
  /**
   * The build's own file, when a deploy brought one other than the file the live page was made
   * from: the live page stays served, and an editor chooses (a draft of either, then publish).
   */
  build: VersionedPageSchema.nullable(),
  draft: VersionedPageSchema.extend({
    savedAt: z.string(),
    by: z.object({ name: z.string() }).nullable(),
  }).nullable(),
});
export type DocumentState = z.output<typeof DocumentStateSchema>;

/** site.config.ts's declaration as data: `company`, `offices`, `navigation`, `routes`, ... (its schema: src/config/site-schema.ts). */
const SiteSettingsSchema = z.record(z.string(), z.unknown());
const VersionedSettingsSchema = z.object({ site: SiteSettingsSchema, version: VersionSchema });

/** GET /api/admin/content/site: the site's settings as published, and the draft staff share, if any. */
export const SettingsStateSchema = z.object({
  site: SiteSettingsSchema,
  version: VersionSchema,
  publishedAt: z.string().nullable(),
  /** The build's own site.config.ts, when a deploy brought one other than the one the live settings were made from. */
  build: VersionedSettingsSchema.nullable(),
  draft: VersionedSettingsSchema.extend({
    savedAt: z.string(),
    by: z.object({ name: z.string() }).nullable(),
  }).nullable(),
});
export type SettingsState = z.output<typeof SettingsStateSchema>;

/** A 409 of the site's settings: the current ones. */
export const StaleSettingsSchema = ErrorBodySchema.extend({ current: VersionedSettingsSchema });

/** GET /api/admin/content/pages: every content page of the site, in the order of its routes. */
export const PageSummarySchema = z.object({
  name: z.string(),
  /** The address it is served at, and its title there (site.config.ts). */
  path: z.string(),
  title: z.string(),
  /** False while visitors cannot see the page at that address: a new page, or an address the settings' draft gives it. */
  live: z.boolean(),
  publishedAt: z.string().nullable(),
  draft: z.object({ savedAt: z.string(), by: z.object({ name: z.string() }).nullable() }).nullable(),
});
export type PageSummary = z.output<typeof PageSummarySchema>;

/** PUT .../draft: the page, and the version it was made from (the draft's, or the published one's when there is no draft). */
export const DraftInputSchema = z.object({ page: ContentPageSchema, version: VersionSchema }).strict();
export const DraftSavedSchema = z.object({ version: VersionSchema });

/** POST .../publish: the draft's version as its last save answered. */
export const PublishInputSchema = z.object({ version: VersionSchema }).strict();
/**
 * POST /pages/:name/publish: with `site`, the settings' draft of that version is published with the
 * page (its route: a new page, a changed title or address); `version` may then be the page's
 * published one, when only its route changed.
 */
export const PagePublishInputSchema = z.object({ version: VersionSchema, site: VersionSchema.optional() }).strict();
/** POST /site/draft/pages: the settings' draft's version, and the new page's name (its file in content/pages/). */
export const NewPageSavedSchema = z.object({ version: VersionSchema, name: z.string() });
export const PublishedSchema = z.object({ version: VersionSchema, publishedAt: z.string() });

/** The id of the history's last entry: the document as the deployed build has it. */
export const DEPLOYED_ENTRY = 'deployed';

/**
 * One entry of a page's (or the settings') history, newest first: each publish made on the running
 * site, then, last, the document as the site was deployed, what visitors saw before the first
 * change (the build's own file), restorable like a publish.
 */
export const HistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('published'),
    id: z.string(),
    at: z.string(),
    by: z.object({ name: z.string() }),
    /** What changed, as a person reads it. */
    summary: z.string(),
  }),
  z.object({
    kind: z.literal('deployed'),
    id: z.literal(DEPLOYED_ENTRY),
    /** What this version is, as a person reads it. */
    summary: z.string(),
  }),
]);
export type HistoryEntry = z.output<typeof HistoryEntrySchema>;

/** A 409: the draft or publish was based on a version that is no longer current; this one is. */
export const StaleSchema = ErrorBodySchema.extend({ current: VersionedPageSchema });

/** A 422: the content compiler refused the page, one issue per field. */
export const RefusedPageSchema = ErrorBodySchema.extend({
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
});

import { z } from 'zod';
import type { ContentIssue } from '../../config/errors';
import { SiteConfigSchema, type SiteConfig } from '../../config/site-schema';

/**
 * The editor's API as both ends see it, written once: the dev server answers it (../dev-server/api.ts),
 * the editor's screen calls it (../editorApi.ts).
 */

/** Where the editor's API answers on the dev server; nothing else listens there. */
export const EDITOR_API = '/__editor';
/** The header every call of the editor's screen carries its run's token in. */
export const TOKEN_HEADER = 'x-editor-token';
/** The meta tag the dev server writes the token into, in the editor's page alone. */
export const TOKEN_META = 'page-editor-token';

/** A content page as the file holds it: its blocks, and any other key ($schema) kept as it was. */
export type EditorPage = { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;

/** GET /pages/:name: the page, the file it is in and the version (hash) of its text. */
export interface LoadedPage {
  file: string;
  version: string;
  page: EditorPage;
}

/** PUT /pages/:name: the page as the editor holds it, and the version of the file it opened. */
export const SaveRequestSchema = z
  .object({ version: z.string().regex(/^[0-9a-f]{64}$/), page: z.record(z.string(), z.unknown()) })
  .strict();
export type SaveRequest = z.input<typeof SaveRequestSchema>;

/** What a save that was written answers. */
export interface Saved {
  file: string;
  version: string;
}

/** Every refusal: a sentence for the person, and for 422 the compiler's issues, one per field. */
export interface Refusal {
  error: string;
  issues?: ContentIssue[];
}

export interface PageList {
  pages: string[];
}

/** An image under public/ as a page refers to it, with its size. */
export interface ImageFile {
  src: string;
  width: number;
  height: number;
}

export interface ImageList {
  images: ImageFile[];
}

/*
 * site.config.ts, edited from the editor: every change names the version (hash) of the file it was
 * made on, and is refused (409) when the file changed since; the dev server checks the result as
 * `npm run check` does (422 with the issues) before writing anything.
 */

const Version = z.string().regex(/^[0-9a-f]{64}$/);
const Text = z.string().max(2000);
/** An address as the form sends it; the config's own schema says what a route's path may be. */
const Address = z.string().max(200);
/** The most items of any list the forms send. */
const MAX_ITEMS = 100;

/** What `asSent` makes of a part of the config's schema. */
type Sent<T> =
  T extends z.ZodObject<infer Shape>
    ? z.ZodObject<{ -readonly [K in keyof Shape]: Sent<Shape[K]> }, z.core.$strict>
    : T extends z.ZodArray<infer Item>
      ? z.ZodArray<Sent<Item>>
      : T extends z.ZodOptional<infer Inner>
        ? z.ZodOptional<Sent<Inner>>
        : T extends z.ZodDefault<infer Inner>
          ? Sent<Inner>
          : T extends z.ZodBoolean
            ? z.ZodBoolean
            : z.ZodString;

/**
 * A part of site.config.ts as the editor's forms send it, so its keys and nesting are written once,
 * in ../../config/site-schema.ts: every text only bounded, every list at most MAX_ITEMS long, no
 * other key. What a field may hold (a path, an e-mail address, at least one link) is not checked
 * here: the compiler says it after the edit, as 422 with an issue per field the form can show, where
 * a refusal here would be a 400 that only says to reload the editor. A field with a default is
 * required, since the forms send back what GET /site answered, defaults applied.
 */
function asSent<T extends z.ZodType>(schema: T): Sent<T> {
  return sentOf(schema) as Sent<T>;
}

function sentOf(schema: z.core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodObject)
    return z.strictObject(
      Object.fromEntries(Object.entries<z.core.$ZodType>(schema.shape).map(([key, field]) => [key, sentOf(field)])),
    );
  if (schema instanceof z.ZodArray) return z.array(sentOf(schema.element)).max(MAX_ITEMS);
  if (schema instanceof z.ZodOptional) return sentOf(schema.unwrap()).optional();
  if (schema instanceof z.ZodDefault) return sentOf(schema.unwrap());
  if (schema instanceof z.ZodBoolean) return z.boolean();
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return Text;
  throw new Error(`The editor's forms send no ${schema._zod.def.type} (src/editor/wire/protocol.ts)`);
}

/** A content page's file and when it last changed on disk. */
export interface PageFile {
  name: string;
  changed: string;
}

/** GET /site: the config as site.config.ts holds it now (checked), its version, and the pages' files. */
export interface SiteState {
  version: string;
  /** The version the running dev server was started with: the screen reloads once it equals `version`. */
  served: string;
  config: SiteConfig;
  files: PageFile[];
}

const config = SiteConfigSchema.shape;
/** A route's settings that the forms change. */
const RouteFields = asSent(
  config.routes.element.pick({ path: true, title: true, description: true, keywords: true, noindex: true }),
);

/** POST /site/pages: a new route and its content file, empty (a hero) or a copy of page `from`. */
export const NewPageSchema = RouteFields.pick({ path: true, title: true, description: true }).extend({
  version: Version,
  path: Address,
  from: z.string().max(100).nullable(),
});
export type NewPage = z.input<typeof NewPageSchema>;

/** PATCH /site/routes: a route's settings; a new address may keep the old one as an alias. */
export const RouteChangeSchema = z.strictObject({
  version: Version,
  path: Address,
  changes: RouteFields.extend({ path: Address, keepAlias: z.boolean() }).partial(),
});
export type RouteChange = z.input<typeof RouteChangeSchema>;

/** POST /site/routes/retire: the route and its content file go, unless something still links to it. */
export const RetireSchema = z.strictObject({ version: Version, path: Address });
export type Retire = z.input<typeof RetireSchema>;

/** PUT /site/navigation: the header, the services dropdown's groups, the mobile menu and the footer. */
export const NavigationSchema = z.strictObject({ version: Version, navigation: asSent(config.navigation) });
export type NavigationChange = z.input<typeof NavigationSchema>;

/** PUT /site/company: the contact e-mail, the social links and the offices. */
export const CompanySchema = asSent(config.company.pick({ email: true, social: true })).extend({
  version: Version,
  offices: asSent(config.offices),
});
export type CompanyChange = z.input<typeof CompanySchema>;

/** What a change of site.config.ts that was written answers. */
export interface SiteSaved {
  file: string;
  version: string;
  /** The content file written or removed with it, if any. */
  page?: string;
}

import { z } from 'zod';
import type { ContentIssue } from '../../config/errors';
import type { SiteConfig } from '../../config/site-schema';

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
const LinkInput = z.object({ label: Text, to: Address }).strict();
const Links = z.array(LinkInput).max(100);

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

/** POST /site/pages: a new route and its content file, empty (a hero) or a copy of page `from`. */
export const NewPageSchema = z
  .object({
    version: Version,
    path: Address,
    title: Text,
    description: Text,
    from: z.string().max(100).nullable(),
  })
  .strict();
export type NewPage = z.input<typeof NewPageSchema>;

/** PATCH /site/routes: a route's settings; a new address may keep the old one as an alias. */
export const RouteChangeSchema = z
  .object({
    version: Version,
    path: Address,
    changes: z
      .object({
        path: Address.optional(),
        keepAlias: z.boolean().optional(),
        title: Text.optional(),
        description: Text.optional(),
        keywords: z.array(z.string().max(200)).max(50).optional(),
        noindex: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type RouteChange = z.input<typeof RouteChangeSchema>;

/** POST /site/routes/retire: the route and its content file go, unless something still links to it. */
export const RetireSchema = z.object({ version: Version, path: Address }).strict();
export type Retire = z.input<typeof RetireSchema>;

/** PUT /site/navigation: the header, the services dropdown's groups, the mobile menu and the footer. */
export const NavigationSchema = z
  .object({
    version: Version,
    navigation: z
      .object({
        header: Links,
        services: z.array(z.object({ label: Text, links: Links }).strict()).max(20),
        mobile: Links,
        footer: Links,
      })
      .strict(),
  })
  .strict();
export type NavigationChange = z.input<typeof NavigationSchema>;

/** PUT /site/company: the contact e-mail, the social links and the offices. */
export const CompanySchema = z
  .object({
    version: Version,
    email: Text,
    social: z.array(z.object({ label: Text, url: Text }).strict()).max(20),
    offices: z
      .array(
        z
          .object({
            city: Text,
            name: Text,
            streetAddress: Text,
            addressLocality: Text,
            addressRegion: Text.optional(),
            postalCode: Text,
            addressCountry: Text,
            telephone: Text.optional(),
          })
          .strict(),
      )
      .max(20),
  })
  .strict();
export type CompanyChange = z.input<typeof CompanySchema>;

/** What a change of site.config.ts that was written answers. */
export interface SiteSaved {
  file: string;
  version: string;
  /** The content file written or removed with it, if any. */
  page?: string;
}

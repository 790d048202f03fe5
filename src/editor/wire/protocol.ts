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

/* site.config.ts, edited from the editor: the changes' shapes are the running site's editor's too. */
export {
  CompanySchema,
  NavigationSchema,
  NewPageSchema,
  RetireSchema,
  RouteChangeSchema,
  type CompanyChange,
  type NavigationChange,
  type NewPage,
  type Retire,
  type RouteChange,
} from '../../schemas/site-changes';

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

/** What a change of site.config.ts that was written answers. */
export interface SiteSaved {
  file: string;
  version: string;
  /** The content file written or removed with it, if any. */
  page?: string;
}

import { createContext, useContext } from 'react';
import type { ContentIssue } from '../config/errors';
import type { EditorPage, ImageFile, LoadedPage, NewPage, RouteChange } from './wire/protocol';

/**
 * What a save came to: written, refused by the compiler, refused because the page changed
 * meanwhile, not answered (the network or the server away: `message` is the browser's own words), or
 * refused for another reason (`message` is the server's sentence).
 */
export type SaveResult =
  | { kind: 'saved'; version: string }
  | { kind: 'invalid'; message: string; issues: ContentIssue[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'unanswered'; message: string }
  | { kind: 'failed'; message: string };

/** A page as opened: `saved` when it is what the backend keeps (the file, a draft), not only what visitors see. */
export interface OpenedPage extends LoadedPage {
  saved: boolean;
}

/**
 * Where the page editor reads and writes a page: one screen, two homes. Under `npm run dev` the
 * dev server's files (content/pages/*.json, images under public/); on the running site the API's
 * drafts (live/liveBackend.ts), which staff publish. Every screen and field reaches the page
 * through this, so the same checks and the same answers serve both.
 */
export interface PageBackend {
  /** The page to open: the file, or on the running site the draft (else the page as published). */
  load: (name: string) => Promise<OpenedPage>;
  /** Saves the page made from `version`; a page changed since then is a conflict, never overwritten. */
  save: (name: string, version: string, page: EditorPage) => Promise<SaveResult>;
  /** What the header says once a save was kept. */
  savedMessage: (file: string) => string;
  /** The conflict banner's button, which opens the page as the backend holds it now. */
  reloadLabel: string;
  /** Whether the people it serves work in the repository: the header names the page's file, a refusal shows the build's words. */
  inRepository: boolean;
  /** The images a page may pick from without uploading. */
  listImages: () => Promise<ImageFile[]>;
  uploadImage: (file: File) => Promise<ImageFile>;
  /** Where an upload goes, as the image field tells the person. */
  uploadsTo: string;
  /**
   * Where the site's settings are edited (the offices, the contact e-mail, the navigation), which
   * some blocks show: an address to go to, or a screen to open over the editor.
   */
  siteSettings: { href: string } | { open: () => void };
}

/** The backend of the editor's screen: the dev server's files (filesBackend.ts) or the API's drafts (live/liveBackend.ts). */
export const PageBackendContext = createContext<PageBackend | null>(null);

export function usePageBackend(): PageBackend {
  const backend = useContext(PageBackendContext);
  if (!backend) throw new Error('usePageBackend is used outside a PageBackendContext');
  return backend;
}

/** A change the backend did not keep. */
export type Refusal = Exclude<SaveResult, { kind: 'saved' }>;

/**
 * Where the editor changes the site itself, beside the pages: a page's route, a new page, a page
 * retired. Under `npm run dev` site.config.ts and the content files (site/siteChange.tsx), after
 * which the dev server restarts with them; on the running site the settings' draft, published with
 * the page (a retire at once: live/liveBackend.ts). Both homes' screens reach the site through this,
 * so the same forms, checks and refusals serve both; what follows a change (a restart awaited, a
 * page opened) is the home's.
 */
export interface SiteBackend {
  /** The route at `path`, in the site's settings of `version`, changed; a site changed since then is a conflict. */
  changeRoute: (version: string, path: string, changes: RouteChange['changes']) => Promise<SaveResult>;
  /** A new page: its route and its content, made from the site's settings of `version` (else as they stand). */
  createPage: (page: Omit<NewPage, 'version'>, version?: string) => Promise<SaveResult>;
  /** The page at `path` taken off the site; refused while another page, the navigation or the services link to it. */
  retire: (version: string, path: string) => Promise<SaveResult>;
  /** What retiring a page does here, as its panel says it. */
  retireNote: (path: string) => string;
  /** What a form says while its change is checked and kept. */
  saving: string;
  /** The button a conflict shows, to start again from the site as it stands; none where the form is simply sent again. */
  reload?: { label: string; action: () => void };
}

export const SiteBackendContext = createContext<SiteBackend | null>(null);

export function useSiteBackend(): SiteBackend {
  const backend = useContext(SiteBackendContext);
  if (!backend) throw new Error('useSiteBackend is used outside a SiteBackendContext');
  return backend;
}

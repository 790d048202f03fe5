import { api, call, errorMessage, HTTPError, refusalBody } from '../../api/client';
import type { CallOptions } from '../../api/contract';
import type { DocumentState } from '../../schemas/live-content';
import type { OpenedPage, PageBackend, SaveResult, SiteBackend } from '../backend';
import type { EditorPage, ImageFile, NewPage, Retire, RouteChange } from '../wire/protocol';

/*
 * The page editor's backend on the running site: the API's drafts of the site's pages
 * (/api/admin/content, docs/api.md "Site content"), called with the staff member's session.
 */

const pageUrl = (name: string) => `admin/content/pages/${encodeURIComponent(name)}`;
export const fileOf = (name: string) => `content/pages/${name}.json`;

/** A page opened on the running site: its draft, else the page as published, and what the admin shows beside it. */
export interface LivePage extends OpenedPage {
  state: DocumentState;
}

/** What a gateway answers for a server that is down or restarting: no answer from the site itself. */
const UNANSWERED_STATUSES = new Set([502, 503, 504]);

/** A refused call as the editor shows it (refusal.ts): the compiler's issues on their fields, a conflict, no answer, or the server's sentence. */
export function refusalOf(error: unknown, file: string): Exclude<SaveResult, { kind: 'saved' }> {
  if (!(error instanceof HTTPError))
    return { kind: 'unanswered', message: error instanceof Error ? error.message : String(error) };
  if (UNANSWERED_STATUSES.has(error.response.status))
    return { kind: 'unanswered', message: `The server answered ${error.response.status}.` };
  const message = errorMessage(error, `The server answered ${error.response.status}.`);
  if (error.response.status === 409) return { kind: 'conflict', message };
  if (error.response.status === 422) {
    const body = refusalBody<{ issues: { path: (string | number)[]; message: string }[] }>(error);
    return { kind: 'invalid', message, issues: (body.issues ?? []).map((issue) => ({ ...issue, file })) };
  }
  return { kind: 'failed', message };
}

export const listPages = () => call.get('/api/admin/content/pages');

export async function openPage(name: string): Promise<LivePage> {
  const state = await call.get('/api/admin/content/pages/{name}', { path: { name } });
  const opened = state.draft ?? state;
  return { file: fileOf(name), page: opened.page as EditorPage, version: opened.version, saved: state.draft !== null, state };
}

/**
 * Publishes the draft of `version`, with the settings' draft of `site` when given (the page's
 * route: a new page, a changed title or address) in the same transaction: the published version
 * and when, or why not.
 */
export async function publishPage(
  name: string,
  version: string,
  site?: string,
): Promise<{ kind: 'published'; version: string; publishedAt: string } | Exclude<SaveResult, { kind: 'saved' }>> {
  try {
    const published = await call.post('/api/admin/content/pages/{name}/publish', {
      path: { name },
      json: site === undefined ? { version } : { version, site },
    });
    return { kind: 'published', ...published };
  } catch (error) {
    return refusalOf(error, fileOf(name));
  }
}

/** The draft as visitors would be served it, a whole HTML page. */
export const previewPage = (name: string): Promise<string> => api.get(`${pageUrl(name)}/preview`).text();

export const pageHistory = (name: string) => call.get('/api/admin/content/pages/{name}/history', { path: { name } });

/** Makes history entry `id` the draft, if `version` (the draft as this editor last saved it) is still current. */
export async function restoreEntry(name: string, id: string, version: string): Promise<SaveResult> {
  try {
    const restored = await call.post('/api/admin/content/pages/{name}/history/{id}/restore', {
      path: { name, id },
      json: { version },
    });
    return { kind: 'saved', version: restored.version };
  } catch (error) {
    return refusalOf(error, fileOf(name));
  }
}

/** The API's drafts; the screen that shows the editor (SitePages.tsx) adds where the site settings open. */
export const liveBackend: Omit<PageBackend, 'siteSettings'> = {
  load: openPage,
  save: async (name, version, page) => {
    try {
      const saved = await call.put('/api/admin/content/pages/{name}/draft', { path: { name }, json: { page, version } });
      return { kind: 'saved', version: saved.version };
    } catch (error) {
      return refusalOf(error, fileOf(name));
    }
  },
  savedMessage: () => 'Draft saved. Visitors see it once you publish.',
  reloadLabel: 'Open the current version',
  inRepository: false,
  listImages: async () => (await call.get('/api/admin/content/images')).images,
  uploadImage: async (file): Promise<ImageFile> => {
    const form = new FormData();
    form.set('file', file);
    try {
      const stored = await call.post('/api/uploads/images', { body: form });
      return { src: stored.secure_url, width: stored.width, height: stored.height };
    } catch (error) {
      throw new Error(errorMessage(error, 'the server did not answer'), { cause: error });
    }
  },
  uploadsTo: "the site's storage",
};

/*
 * The site's settings (site.config.ts: the navigation, the company's facts) on the running site:
 * one document, drafted by the same forms as the dev editor's, previewed on any page, published.
 */
const SETTINGS = 'admin/content/site';

export const loadSettings = () => call.get('/api/admin/content/site');

/** A change of the settings' draft: its version, or why not. */
async function changeDraft(change: () => Promise<{ version: string }>): Promise<SaveResult> {
  try {
    return { kind: 'saved', version: (await change()).version };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/** The dev editor's `/navigation` or `/company` change, in the settings' draft. */
export const changeSettings = (change: '/navigation' | '/company', body: unknown) =>
  // The dev editor's forms hold their change as unknown (siteChange.tsx); the server checks it.
  changeDraft(() =>
    change === '/navigation'
      ? call.put('/api/admin/content/site/draft/navigation', {
          json: body as CallOptions<'put', '/api/admin/content/site/draft/navigation'>['json'],
        })
      : call.put('/api/admin/content/site/draft/company', {
          json: body as CallOptions<'put', '/api/admin/content/site/draft/company'>['json'],
        }),
  );

/** A page's route (at `path` in the settings of `version`) changed in the settings' draft. */
const changeRoute = (version: string, path: string, changes: RouteChange['changes']) =>
  changeDraft(() =>
    call.patch('/api/admin/content/site/draft/routes', { json: { version, path, changes } satisfies RouteChange }),
  );

/** The route at `path` leaves the settings' draft of `version` (refused while anything links to it). */
const retireRoute = (version: string, path: string) =>
  changeDraft(() => call.post('/api/admin/content/site/draft/retire', { json: { version, path } satisfies Retire }));

/** A new page: its route in the settings' draft of `version` and its own draft; the settings' draft version and its name, or why not. */
const createPage = (version: string, page: Omit<NewPage, 'version'>) =>
  changeDraft(() => call.post('/api/admin/content/site/draft/pages', { json: { version, ...page } }));

export async function publishSettings(
  version: string,
): Promise<{ kind: 'published'; version: string; publishedAt: string } | Exclude<SaveResult, { kind: 'saved' }>> {
  try {
    return {
      kind: 'published',
      ...(await call.post('/api/admin/content/site/publish', { json: { version } })),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/** The page at `path` with the settings' draft, a whole HTML page. */
export const previewSettings = (path: string): Promise<string> =>
  api.get(`${SETTINGS}/preview`, { searchParams: { path } }).text();

export const settingsHistory = () => call.get('/api/admin/content/site/history');

/** Makes history entry `id` the draft, if `version` (the current settings, as this screen read them) is still current. */
export async function restoreSettings(id: string, version: string): Promise<SaveResult> {
  try {
    return {
      kind: 'saved',
      ...(await call.post('/api/admin/content/site/history/{id}/restore', { path: { id }, json: { version } })),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/** Makes the deployed site.config.ts the draft, if `version` (the current settings, as this screen read them) is still current. */
export async function takeDeployedSettings(version: string): Promise<SaveResult> {
  try {
    return {
      kind: 'saved',
      ...(await call.post('/api/admin/content/site/draft/deployed', { json: { version } })),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/**
 * The site on the running site (../backend.ts): a route changed and a page made in the settings'
 * draft, published with the page; a page retired by publishing the settings without its route at
 * once (with any other change their draft holds), so its address answers 404.
 */
export const liveSiteBackend: SiteBackend = {
  changeRoute,
  createPage: async (page, version) => {
    // Else from the settings' draft as it stands: a conflict is the draft moving on while the form is sent.
    const settings = version === undefined ? await loadSettings() : undefined;
    return createPage(version ?? (settings!.draft ?? settings!).version, page);
  },
  retire: async (version, path) => {
    const drafted = await retireRoute(version, path);
    if (drafted.kind !== 'saved') return drafted;
    const published = await publishSettings(drafted.version);
    return published.kind === 'published' ? { kind: 'saved', version: published.version } : published;
  },
  retireNote: (path) =>
    `Takes ${path} off the site: its address answers "page not found", and the export no longer holds the page. This ` +
    "publishes the site's settings, with any other change their draft holds. Refused while anything links to the page.",
  saving: 'Checking and saving the draft…',
};

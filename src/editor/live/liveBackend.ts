import { api, errorMessage, HTTPError, refusalBody } from '../../api/client';
import type { DocumentState, HistoryEntry, PageSummary, SettingsState } from '../../schemas/live-content';
import type { OpenedPage, PageBackend, SaveResult } from '../backend';
import type { EditorPage, ImageFile, NewPage, Retire, RouteChange } from '../wire/protocol';

/*
 * The page editor's backend on the running site: the API's drafts of the site's pages
 * (/api/admin/content, docs/api.md "Site content"), called with the staff member's session.
 */

const pageUrl = (name: string) => `admin/content/pages/${encodeURIComponent(name)}`;
const fileOf = (name: string) => `content/pages/${name}.json`;

/** A page opened on the running site: its draft, else the page as published, and what the admin shows beside it. */
export interface LivePage extends OpenedPage {
  state: DocumentState;
}

/** A refused call as the editor shows it: the compiler's issues on their fields, a conflict, or the server's sentence. */
function refusalOf(error: unknown, file: string): Exclude<SaveResult, { kind: 'saved' }> {
  if (!(error instanceof HTTPError)) return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  const message = errorMessage(error, `The server answered ${error.response.status}.`);
  if (error.response.status === 409) return { kind: 'conflict', message };
  if (error.response.status === 422) {
    const body = refusalBody<{ issues: { path: (string | number)[]; message: string }[] }>(error);
    return { kind: 'invalid', message, issues: (body.issues ?? []).map((issue) => ({ ...issue, file })) };
  }
  return { kind: 'failed', message };
}

export const listPages = (): Promise<PageSummary[]> => api.get('admin/content/pages').json<PageSummary[]>();

export async function openPage(name: string): Promise<LivePage> {
  const state = await api.get(pageUrl(name)).json<DocumentState>();
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
    const published = await api
      .post(`${pageUrl(name)}/publish`, { json: site === undefined ? { version } : { version, site } })
      .json<{ version: string; publishedAt: string }>();
    return { kind: 'published', ...published };
  } catch (error) {
    return refusalOf(error, fileOf(name));
  }
}

/** The draft as visitors would be served it, a whole HTML page. */
export const previewPage = (name: string): Promise<string> => api.get(`${pageUrl(name)}/preview`).text();

export const pageHistory = (name: string): Promise<HistoryEntry[]> => api.get(`${pageUrl(name)}/history`).json<HistoryEntry[]>();

/** Makes history entry `id` the draft, if `version` (the draft as this editor last saved it) is still current. */
export async function restoreEntry(name: string, id: string, version: string): Promise<SaveResult> {
  try {
    const restored = await api
      .post(`${pageUrl(name)}/history/${encodeURIComponent(id)}/restore`, { json: { version } })
      .json<{ version: string }>();
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
      const saved = await api.put(`${pageUrl(name)}/draft`, { json: { page, version } }).json<{ version: string }>();
      return { kind: 'saved', version: saved.version };
    } catch (error) {
      return refusalOf(error, fileOf(name));
    }
  },
  savedMessage: () => 'Draft saved. Visitors see it once you publish.',
  reloadLabel: 'Open the current version',
  inRepository: false,
  listImages: async () => (await api.get('admin/content/images').json<{ images: ImageFile[] }>()).images,
  uploadImage: async (file): Promise<ImageFile> => {
    const form = new FormData();
    form.set('file', file);
    try {
      const stored = await api
        .post('uploads/images', { body: form })
        .json<{ secure_url: string; width: number; height: number }>();
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

export const loadSettings = (): Promise<SettingsState> => api.get(SETTINGS).json<SettingsState>();

/** A change of the settings' draft: its version, or why not. */
async function changeDraft(method: 'put' | 'patch' | 'post', change: string, body: unknown): Promise<SaveResult> {
  try {
    return { kind: 'saved', ...(await api[method](`${SETTINGS}/draft${change}`, { json: body }).json<{ version: string }>()) };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/** The dev editor's `/navigation` or `/company` change, in the settings' draft. */
export const changeSettings = (change: '/navigation' | '/company', body: unknown) => changeDraft('put', change, body);

/** A page's route (at `path` in the settings of `version`) changed in the settings' draft. */
export const changeRoute = (version: string, path: string, changes: RouteChange['changes']) =>
  changeDraft('patch', '/routes', { version, path, changes } satisfies RouteChange);

/** The route at `path` leaves the settings' draft of `version` (refused while anything links to it). */
export const retireRoute = (version: string, path: string) => changeDraft('post', '/retire', { version, path } satisfies Retire);

/** A new page: its route in the settings' draft of `version` and its own draft; the settings' draft version and its name, or why not. */
export async function createPage(
  version: string,
  page: Omit<NewPage, 'version'>,
): Promise<{ kind: 'saved'; version: string; name: string } | Exclude<SaveResult, { kind: 'saved' }>> {
  try {
    return {
      kind: 'saved',
      ...(await api.post(`${SETTINGS}/draft/pages`, { json: { version, ...page } }).json<{ version: string; name: string }>()),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

export async function publishSettings(
  version: string,
): Promise<{ kind: 'published'; version: string; publishedAt: string } | Exclude<SaveResult, { kind: 'saved' }>> {
  try {
    return {
      kind: 'published',
      ...(await api.post(`${SETTINGS}/publish`, { json: { version } }).json<{ version: string; publishedAt: string }>()),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

/** The page at `path` with the settings' draft, a whole HTML page. */
export const previewSettings = (path: string): Promise<string> =>
  api.get(`${SETTINGS}/preview`, { searchParams: { path } }).text();

export const settingsHistory = (): Promise<HistoryEntry[]> => api.get(`${SETTINGS}/history`).json<HistoryEntry[]>();

/** Makes history entry `id` the draft, if `version` (the current settings, as this screen read them) is still current. */
export async function restoreSettings(id: string, version: string): Promise<SaveResult> {
  try {
    return {
      kind: 'saved',
      ...(await api
        .post(`${SETTINGS}/history/${encodeURIComponent(id)}/restore`, { json: { version } })
        .json<{ version: string }>()),
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
      ...(await api.post(`${SETTINGS}/draft/deployed`, { json: { version } }).json<{ version: string }>()),
    };
  } catch (error) {
    return refusalOf(error, 'site.config.ts');
  }
}

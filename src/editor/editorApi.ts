import type { ContentIssue } from '../config/errors';
import {
  EDITOR_API,
  TOKEN_HEADER,
  TOKEN_META,
  type ImageFile,
  type ImageList,
  type LoadedPage,
  type Refusal,
  type Saved,
  type SaveRequest,
  type SiteSaved,
  type SiteState,
} from './wire/protocol';

/**
 * This run's token, which the dev server wrote into the editor's page (dev-server/plugin.ts) and
 * requires on every call: a page of another site never has it.
 */
function token(): string {
  return document.querySelector(`meta[name="${TOKEN_META}"]`)?.getAttribute('content') ?? '';
}

/** fetch() with the token, for every call below. */
function call(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(TOKEN_HEADER, token());
  return fetch(`${EDITOR_API}${url}`, { ...init, headers });
}

/** What a save came to: written, refused by the compiler, or refused because the file changed on disk. */
export type SaveResult =
  | ({ kind: 'saved' } & Saved)
  | { kind: 'invalid'; message: string; issues: ContentIssue[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

async function refusalOf(response: Response): Promise<Refusal> {
  const body = (await response.json().catch(() => ({}))) as Partial<Refusal>;
  return { ...body, error: body.error ?? `The dev server answered ${response.status} ${response.statusText}.` };
}

/** The answer's body, or an Error with the dev server's sentence. */
async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error((await refusalOf(response)).error);
  return (await response.json()) as T;
}

export async function loadPage(name: string): Promise<LoadedPage> {
  return answer<LoadedPage>(await call(`/pages/${encodeURIComponent(name)}`));
}

/** A refused save's answer as the screens show it. */
async function refused(response: Response): Promise<Exclude<SaveResult, { kind: 'saved' }>> {
  const { error: message, issues = [] } = await refusalOf(response);
  if (response.status === 422) return { kind: 'invalid', message, issues };
  if (response.status === 409) return { kind: 'conflict', message };
  return { kind: 'failed', message };
}

export async function savePage(name: string, version: string, page: SaveRequest['page']): Promise<SaveResult> {
  const response = await call(`/pages/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version, page } satisfies SaveRequest),
  });
  return response.ok ? { kind: 'saved', ...((await response.json()) as Saved) } : refused(response);
}

let siteLoading: Promise<SiteState> | undefined;

/**
 * site.config.ts as it is on disk now, checked, with its version and the pages' files. Callers that
 * ask while an answer is on its way (the page list and the editor's header, on one screen) share it.
 */
export function loadSite(): Promise<SiteState> {
  siteLoading ??= call('/site')
    .then((response) => answer<SiteState>(response))
    .finally(() => {
      siteLoading = undefined;
    });
  return siteLoading;
}

/** A change of site.config.ts (see wire/protocol.ts for each address's body), answered as a page save is. */
export async function changeSite(method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown): Promise<SaveResult> {
  const response = await call(`/site${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok ? { kind: 'saved', ...((await response.json()) as SiteSaved) } : refused(response);
}

/**
 * Resolves once the dev server runs with site.config.ts at `version`: it restarts when the file
 * changes (rsbuild.config.ts, dev.watchFiles), and the screen's routes come from that build.
 * Meanwhile the server may not answer at all.
 */
/**
 * How long the editor waits for the dev server's restart before it says so: the restart rebuilds
 * the whole site, which on a slow or busy machine takes more than a minute.
 */
export const RESTART_WAIT_MS = 5 * 60_000;

export async function untilServed(version: string, { timeout = RESTART_WAIT_MS } = {}): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const served = await loadSite().then(
      (state) => state.served === version,
      () => false,
    );
    if (served) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the dev server did not restart with the new site.config.ts within five minutes; reload the page');
}

export async function listImages(): Promise<ImageFile[]> {
  return (await answer<ImageList>(await call('/images'))).images;
}

export async function uploadImage(file: File): Promise<ImageFile> {
  return answer<ImageFile>(
    await call('/images', {
      method: 'POST',
      headers: { 'x-file-name': encodeURIComponent(file.name), 'content-type': file.type || 'application/octet-stream' },
      body: file,
    }),
  );
}

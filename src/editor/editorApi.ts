/** The dev server's editor API (src/editor/dev-server/api.ts), as the editor's screen calls it. */
const API = '/__editor';

/**
 * This run's token, which the dev server wrote into the editor's page (dev-server/plugin.ts) and
 * requires on every call: a page of another site never has it.
 */
function token(): string {
  return document.querySelector('meta[name="page-editor-token"]')?.getAttribute('content') ?? '';
}

/** fetch() with the token, for every call below. */
function call(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-editor-token', token());
  return fetch(url, { ...init, headers });
}

export interface LoadedPage {
  file: string;
  version: string;
  page: { blocks: { type: string; props: Record<string, unknown> }[] } & Record<string, unknown>;
}

export interface ImageFile {
  src: string;
  width: number;
  height: number;
}

export interface CompilerIssue {
  path: string;
  message: string;
}

/** What a save came to: written, refused by the compiler, or refused because the file changed on disk. */
export type SaveResult =
  | { kind: 'saved'; file: string; version: string }
  | { kind: 'invalid'; message: string; issues: CompilerIssue[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return body.error ?? `The dev server answered ${response.status} ${response.statusText}.`;
}

export async function listPages(): Promise<string[]> {
  const response = await call(`${API}/pages`);
  if (!response.ok) throw new Error(await errorOf(response));
  return ((await response.json()) as { pages: string[] }).pages;
}

export async function loadPage(name: string): Promise<LoadedPage> {
  const response = await call(`${API}/pages/${encodeURIComponent(name)}`);
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as LoadedPage;
}

export async function savePage(name: string, version: string, page: unknown): Promise<SaveResult> {
  const response = await call(`${API}/pages/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version, page }),
  });
  if (response.ok) return { kind: 'saved', ...((await response.json()) as { file: string; version: string }) };
  const body = (await response.json().catch(() => ({}))) as { error?: string; issues?: CompilerIssue[] };
  const message = body.error ?? `The dev server answered ${response.status} ${response.statusText}.`;
  if (response.status === 422) return { kind: 'invalid', message, issues: body.issues ?? [] };
  if (response.status === 409) return { kind: 'conflict', message };
  return { kind: 'failed', message };
}

export async function listImages(): Promise<ImageFile[]> {
  const response = await call(`${API}/images`);
  if (!response.ok) throw new Error(await errorOf(response));
  return ((await response.json()) as { images: ImageFile[] }).images;
}

export async function uploadImage(file: File): Promise<ImageFile> {
  const response = await call(`${API}/images`, {
    method: 'POST',
    headers: { 'x-file-name': encodeURIComponent(file.name), 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as ImageFile;
}

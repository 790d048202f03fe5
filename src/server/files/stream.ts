import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { FileStore } from './store';

/**
 * A stored file as the answer, streamed from storage (never read whole into memory) with its length
 * and the caller's headers; null when there is no such file, for the caller's 404.
 */
export async function storedFileResponse(
  c: Context,
  files: FileStore,
  name: string,
  headers: Record<string, string>,
): Promise<Response | null> {
  const stored = await files.get(name);
  if (!stored) return null;
  return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, {
    ...headers,
    'Content-Length': String(stored.size),
    'X-Content-Type-Options': 'nosniff',
  });
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

/**
 * A stored file as the answer, streamed from disk (never read whole into memory) with its length
 * and the caller's headers; null when the file is gone, for the caller's 404.
 */
export async function storedFileResponse(c: Context, filePath: string, headers: Record<string, string>): Promise<Response | null> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return null;
  return c.body(Readable.toWeb(createReadStream(filePath)) as ReadableStream, 200, {
    ...headers,
    'Content-Length': String(info.size),
    'X-Content-Type-Options': 'nosniff',
  });
}

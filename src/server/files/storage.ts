import type { Readable } from 'node:stream';

/**
 * Where stored files live: uploaded images, quote attachments and CVs, each under a name the server
 * made (never the visitor's). Two drivers behind one interface: DATA_DIR/files on local disk (the
 * default), or an S3-compatible bucket (S3_BUCKET) so that several instances share them.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Moves a flushed temporary file into storage under `name`; the temporary file is gone after. */
  put(tempPath: string, name: string, contentType: string, signal?: AbortSignal): Promise<void>;
  /** A stored file as a stream with its size, or null when there is none by that name. */
  get(name: string): Promise<{ body: Readable; size: number } | null>;
  /** Deletes a stored file, ignoring one that is already gone. */
  remove(name: string): Promise<void>;
  /** Throws unless the storage can be written (for /api/ready). */
  check(): Promise<void>;
}

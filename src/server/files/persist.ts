import { randomUUID } from 'node:crypto';
import type { InboxFile } from '../../schemas/inbox';
import type { Deps } from '../context';
import { uploadBytes } from '../metrics/registry';
import { type files } from '../db/schema';
import { displayFileName } from './display-name';
import type { DetectedType } from './kinds';
import type { UploadedFile } from './multipart';
import { StorageFault } from './storage-fault';
import { newStoredName } from './store';

export type FileInsert = typeof files.$inferInsert;

export interface CommittedFile {
  row: FileInsert & { id: string; storedName: string };
}

/**
 * Moves a flushed upload into storage and returns the row to insert with the submission. Callers
 * insert the row after this, in the same transaction as the submission, and remove the stored file
 * if that fails, so a row never points at a missing file.
 */
export async function commitUpload(
  deps: Pick<Deps, 'files'>,
  upload: UploadedFile,
  kind: 'quote' | 'cv' | 'image',
  type: DetectedType,
  options: { keepExtension?: boolean; storedName?: string; signal?: AbortSignal } = {},
): Promise<CommittedFile> {
  const storedName = options.storedName ?? newStoredName(options.keepExtension ? type.ext : undefined);
  try {
    await deps.files.put(upload.tempPath, storedName, type.mime, options.signal);
  } catch (error) {
    // A request that ended (the client left, the server stops) is not a storage failure.
    if (options.signal?.aborted) throw error;
    throw new StorageFault(error);
  }
  uploadBytes.inc({ kind }, upload.size);
  return {
    row: {
      id: randomUUID(),
      kind,
      originalName: upload.originalName || `upload${type.ext ? `.${type.ext}` : ''}`,
      storedName,
      size: upload.size,
      mime: type.mime,
    },
  };
}

/** The file as the admin inbox shows it. */
export function fileSummary(row: { id: string; originalName: string; size: number; mime: string } | null): InboxFile | undefined {
  return row ? { id: row.id, name: displayFileName(row.originalName), size: row.size, type: row.mime } : undefined;
}

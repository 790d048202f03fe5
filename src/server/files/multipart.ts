import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError } from '../http/errors';
import { mediaType } from '../http/json-input';
import type { FileStore } from './store';

export interface UploadedFile {
  /** Flushed temporary file; the caller commits or removes it. */
  tempPath: string;
  size: number;
  /** The visitor's file name, cleaned for display only. */
  originalName: string;
  /** The Content-Type the browser declared; informative only, never trusted. */
  declaredType: string;
}

export interface MultipartResult {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export interface MultipartOptions {
  /** Name of the one file part accepted; other file parts are read and dropped. */
  fileField: string;
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
  /** Human wording of that limit for the 413 message, e.g. '5 MB'. */
  maxFileLabel: string;
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;
/** Headroom above the file limit for the text fields and multipart framing. */
const FRAMING_BYTES = MAX_FIELDS * 1024 + 256 * 1024;

/**
 * Reads a multipart body as a stream: text fields into memory (bounded), the file straight to a
 * temporary file on disk, so a 10 MB upload never sits whole in memory. Throws ApiError for every
 * bad input (415 not multipart, 413 too large, 400 malformed); the temporary file is removed then.
 */
export async function readMultipart(request: Request, store: FileStore, options: MultipartOptions): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaType(contentType) !== 'multipart/form-data') {
    throw new ApiError(415, 'Send this form as multipart/form-data');
  }
  const declared = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  if (Number.isFinite(declared) && declared > options.maxFileBytes + FRAMING_BYTES) {
    throw tooLarge(options);
  }
  if (!request.body) throw new ApiError(400, 'The form is empty');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy flags a file that reaches its limit, so allow one byte more: exactly the maximum passes.
      limits: { fileSize: options.maxFileBytes + 1, fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, files: 5, parts: MAX_FIELDS + 5 },
    });
  } catch {
    throw new ApiError(400, 'The form could not be read: the multipart boundary is missing');
  }

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: UploadedFile | undefined;
  let failure: ApiError | undefined;
  const writes: Promise<void>[] = [];
  const temporaries: string[] = [];
  const fail = (error: ApiError) => {
    failure ??= error;
  };

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) {
      fail(new ApiError(413, `The field ${JSON.stringify(name.slice(0, 50))} is longer than ${MAX_FIELD_BYTES / 1024} KB`));
      return;
    }
    if (!(name in fields)) fields[name] = value;
  });

  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField || file !== undefined || failure) {
      stream.resume();
      return;
    }
    const tempPath = store.tempPath();
    temporaries.push(tempPath);
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    const upload: UploadedFile = {
      tempPath,
      size: 0,
      originalName: cleanFileName(info.filename),
      declaredType: info.mimeType,
    };
    file = upload;
    writes.push(
      // flush: the data reaches the disk (fsync) before the descriptor closes.
      pipeline(stream, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true })).then(
        () => {
          upload.size = size;
          if (stream.truncated || size > options.maxFileBytes) fail(tooLarge(options));
        },
        () => fail(new ApiError(400, 'The upload was interrupted')),
      ),
    );
  });

  parser.on('fieldsLimit', () => fail(new ApiError(413, `The form has more than ${MAX_FIELDS} fields`)));
  parser.on('partsLimit', () => fail(new ApiError(413, 'The form has too many parts')));

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser).catch((error: unknown) => {
      fail(new ApiError(400, `The form could not be read (${describe(error)})`));
    });
    await Promise.all(writes);
  } catch (error) {
    fail(new ApiError(400, `The form could not be read (${describe(error)})`));
  }

  if (failure) {
    await Promise.all(temporaries.map((temp) => store.remove(temp)));
    throw failure;
  }
  // A browser sends an empty, unnamed part when no file was chosen: that is no file.
  if (file && file.size === 0 && file.originalName === '') {
    await store.remove(file.tempPath);
    file = undefined;
  }
  return file ? { fields, file } : { fields };
}

/** The name as shown to the administrator: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  // Browsers escape '"', CR and LF in multipart file names as %22, %0D and %0A (WHATWG HTML).
  const unescaped = (name ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  const base = unescaped.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}

function tooLarge(options: MultipartOptions): ApiError {
  return new ApiError(413, `The file is larger than ${options.maxFileLabel}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.replace(/^Multipart: /, '').slice(0, 200) : 'unknown error';
}

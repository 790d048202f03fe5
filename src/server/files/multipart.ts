import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import { sizeLabel } from '../../schemas/errors';
import type { AppEnv } from '../context';
import { bodySource, declaredLength, pumpBody } from '../http/body';
import { ApiError } from '../http/errors';
import { RequestFailure } from '../runtime/lifecycle';
import { mediaType } from '../http/json-input';
import { displayFileName } from './display-name';
import { StorageFault } from './storage-fault';
import type { FileStore } from './store';

export interface UploadedFile {
  /** Flushed temporary file; the caller commits it, and dispose() removes whatever is left. */
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
  /** Removes the temporary file unless it was committed (moved away); safe to call twice. */
  dispose(): Promise<void>;
}

export interface MultipartOptions {
  /** Name of the one file part accepted; any other file part is refused with 400. */
  fileField: string;
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
  /** The message for a file over the limit (413); default: the limit in MB. */
  tooLarge?: string;
  /**
   * Where the text fields read so far are left, so a caller can show them again whatever went wrong
   * (a page's form re-rendered with what was typed). With it, a Content-Length over the limit is not
   * refused before reading: the fields that come before the file are read first.
   */
  received?: { fields?: Record<string, string> };
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;
/** Headroom above the file limit for the text fields and multipart framing. */
const FRAMING_BYTES = MAX_FIELDS * 1024 + 256 * 1024;

/**
 * Reads a multipart body as a stream: text fields into memory (bounded), the one file straight to a
 * temporary file on disk, so a 10 MB upload never sits whole in memory.
 *
 * Every way a body can go wrong ends in an ApiError for this request alone, never in an error
 * event without a listener: 415 not multipart, 413 a part or the whole body over its limit
 * (reading stops there), 400 malformed or cut off, an unexpected file field or a second file
 * (named, before reading on), 408 a stalled body, 503 when the server stops, 507 or 500 when the
 * temporary file cannot be written (files/storage-fault.ts). Whatever went wrong,
 * the temporary file is removed before the error is thrown.
 */
export async function readMultipart(c: Context<AppEnv>, store: FileStore, options: MultipartOptions): Promise<MultipartResult> {
  const contentType = c.req.header('content-type') ?? '';
  if (mediaType(contentType) !== 'multipart/form-data') {
    throw new ApiError(415, 'Send this form as multipart/form-data');
  }
  const limit = options.maxFileBytes + FRAMING_BYTES;
  const declared = declaredLength(c);
  if (declared !== undefined && declared > limit && !options.received) throw tooLarge(options);
  const source = bodySource(c);
  if (!source) throw new ApiError(400, 'The form is empty');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy flags a file that reaches its limit, so allow one byte more: exactly the maximum passes.
      limits: {
        fileSize: options.maxFileBytes + 1,
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        files: 2,
        parts: MAX_FIELDS + 2,
      },
    });
  } catch {
    throw new ApiError(400, 'The form could not be read: the multipart boundary is missing');
  }
  return parse(source, parser, store, options, limit, c.var.inflight);
}

async function parse(
  source: Readable,
  parser: busboy.Busboy,
  store: FileStore,
  options: MultipartOptions,
  limit: number,
  inflight: { idleMs: number; signal?: AbortSignal },
): Promise<MultipartResult> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (options.received) options.received.fields = fields;
  let file: UploadedFile | undefined;
  let output: WriteStream | undefined;
  let written: Promise<void> = Promise.resolve();
  const dispose = async () => {
    if (file) await store.removeTemp(file.tempPath);
  };

  const pump = pumpBody(source, { limit, tooLarge: () => tooLarge(options), ...inflight }, (chunk) => parser.write(chunk));
  /** busboy calls these from inside parser.write: a bug in one fails this request (500), nothing more. */
  const guard =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) => {
      try {
        handler(...args);
      } catch (error) {
        pump.stop(new RequestFailure(error));
      }
    };
  parser.on('drain', pump.resume);
  // Once the body has ended, the parser's own verdict (complete or cut off) is the outcome.
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', (error: unknown) => reject(new ApiError(400, `The form could not be read (${describe(error)})`)));
  });
  parsed.catch(() => {});

  parser.on(
    'field',
    guard((name: string | undefined, value: string, info: busboy.FieldInfo) => {
      // A part may have no name at all.
      const field = name ?? '';
      if (info.nameTruncated || info.valueTruncated) {
        pump.stop(
          new ApiError(413, `The field ${JSON.stringify(field.slice(0, 50))} is longer than ${MAX_FIELD_BYTES / 1024} KB`),
        );
        return;
      }
      if (!(field in fields)) fields[field] = value;
    }),
  );

  parser.on(
    'file',
    guard((rawName: string | undefined, stream: Readable, info: busboy.FileInfo) => {
      // Every stream busboy hands out gets an error listener: busboy errors its open file stream
      // when the body is cut off, and an unheard error event would stop the whole process.
      stream.on('error', () => {});
      const name = rawName ?? '';
      if (name !== options.fileField) {
        stream.resume();
        pump.stop(
          new ApiError(
            400,
            `The form has a file field ${JSON.stringify(name.slice(0, 50))}; only "${options.fileField}" is accepted`,
            {
              [options.fileField]: `Send the file in the field "${options.fileField}"`,
            },
          ),
        );
        return;
      }
      if (file) {
        stream.resume();
        pump.stop(
          new ApiError(400, `Send one file only in "${options.fileField}"`, { [options.fileField]: 'Send one file only' }),
        );
        return;
      }
      const upload: UploadedFile = {
        tempPath: store.tempPath(),
        size: 0,
        originalName: cleanFileName(info.filename),
        declaredType: info.mimeType,
      };
      file = upload;
      // flush: the data reaches the disk (fsync) before the descriptor closes.
      output = createWriteStream(upload.tempPath, { flags: 'wx', mode: 0o600, flush: true });
      written = new Promise<void>((resolve, reject) => {
        output?.on('close', resolve);
        output?.on('error', (error) => {
          // The disk refused (full, read-only, failing): stop reading the body now rather than
          // wait for a stream that will never drain.
          const fault = new StorageFault(error);
          reject(fault);
          pump.stop(fault);
        });
      });
      written.catch(() => {});
      stream.on('data', (chunk: Buffer) => {
        upload.size += chunk.length;
        if (output?.write(chunk) === false) {
          stream.pause();
          output.once('drain', () => stream.resume());
        }
      });
      stream.on('limit', () => pump.stop(tooLarge(options)));
      stream.on('end', () => output?.end());
    }),
  );

  parser.on('fieldsLimit', () => pump.stop(new ApiError(413, `The form has more than ${MAX_FIELDS} fields`)));
  parser.on('partsLimit', () => pump.stop(new ApiError(413, 'The form has too many parts')));
  parser.on('filesLimit', () => pump.stop(new ApiError(400, `Send one file only in "${options.fileField}"`)));

  try {
    await pump.done;
    parser.end();
    await parsed;
    await written;
  } catch (error) {
    parser.destroy();
    output?.destroy();
    // The write stream may still be opening its file: wait until it has closed, then remove it.
    await written.catch(() => {});
    await dispose();
    // Every failure the visitor caused is an ApiError by now (the parser's included); anything else
    // is the server's own and stays what it is: a logged 500, never a 4xx.
    throw error;
  }

  // A browser sends an empty, unnamed part when no file was chosen: that is no file.
  if (file && file.size === 0 && file.originalName === '') {
    await dispose();
    file = undefined;
  }
  return file ? { fields, file, dispose } : { fields, dispose };
}

/** The name as shown to the administrator: no folders, no control or bidirectional characters, bounded. */
function cleanFileName(name: string | undefined): string {
  // Browsers escape '"', CR and LF in multipart file names as %22, %0D and %0A (WHATWG HTML).
  const unescaped = (name ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  const base = unescaped.split(/[\\/]/).at(-1) ?? '';

  return displayFileName(base)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
    .trim()
    .slice(0, 255);
}

function tooLarge(options: MultipartOptions): ApiError {
  const message = options.tooLarge ?? `The file is larger than ${sizeLabel(options.maxFileBytes)}`;
  return new ApiError(413, message, { [options.fileField]: message });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.replace(/^Multipart: /, '').slice(0, 200) : 'unknown error';
}

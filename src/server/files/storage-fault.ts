import { ApiError } from '../http/errors';

/** The file system's words for "no room left": the disk is full, or this account's quota is. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A failure of the server's own storage while it keeps an upload (a full disk, a read-only or
 * failing volume, an unreachable bucket): the server's fault, never the visitor's, so never a 4xx.
 * 507 when there is no room, 500 for anything else; either way a message a person can read, with
 * no path or system detail in it. Never 503: that is what a draining or overloaded instance
 * answers, and nginx (deploy/nginx) counts it against the instance and tries the next one, so with
 * the shared bucket down every instance was marked failed and even static pages got 502. The real error travels as `cause`, for the log (http/errors.ts
 * logs every 5xx ApiError that carries one, with the request id).
 */
export class StorageFault extends ApiError {
  constructor(cause: unknown) {
    const full = FULL.has((cause as NodeJS.ErrnoException | undefined)?.code ?? '');
    super(
      full ? 507 : 500,
      full
        ? 'The server has no room to store your file just now. Nothing was saved; please try again later.'
        : 'The server could not store your file just now. Nothing was saved; please try again later.',
      undefined,
      { 'Retry-After': '60' },
    );
    this.name = 'StorageFault';
    this.cause = cause;
  }
}

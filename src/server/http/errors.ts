import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorBody } from '../../schemas/errors';
import type { Logger } from '../logger';
import { loggedPath } from './logged-path';

/** An expected failure with a status and a message a person can read. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** What a client can act on without reading the message: `NOT_PERMITTED`, `REAUTHENTICATE`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns zod issues into a 400 naming each field with its first message. */
export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key === '') {
      return new ApiError(400, 'The request body must be a JSON object with the form fields');
    }
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields);
  return new ApiError(400, `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`, fields);
}

function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  return c.json(body, status, headers);
}

/**
 * The global error handler: everything becomes the contract's JSON shape. Only a genuine bug is a
 * 500, and then the details go to the log, not to the caller.
 */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof ApiError) {
    // The server's own fault (a full disk, a failing volume): the caller reads a plain message,
    // the log gets what really happened (the logger adds the request id).
    if (error.status >= 500 && error.cause !== undefined) {
      logger.error({ method: c.req.method, path: loggedPath(c.req.path), status: error.status, err: error.cause }, error.message);
    }
    const body: ErrorBody = {
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
    return errorResponse(c, error.status, body, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status >= 400 ? error.status : 400;
    return errorResponse(c, status, { error: error.message || defaultMessage(status) });
  }
  // A RequestFailure (runtime/lifecycle.ts) carries the error that escaped: log that one.
  const cause = error.cause instanceof Error ? error.cause : error;
  logger.error({ method: c.req.method, path: loggedPath(c.req.path), err: cause }, 'unhandled error');
  const requestId = (c.get('requestId') as string | undefined) ?? undefined;
  return errorResponse(c, 500, {
    error: 'Something went wrong on our side. Please try again later.',
    ...(requestId ? { requestId } : {}),
  });
}

function defaultMessage(status: number): string {
  switch (status) {
    case 404:
      return 'Not found';
    case 405:
      return 'Method not allowed';
    case 413:
      return 'The request is too large';
    case 415:
      return 'Unsupported content type';
    default:
      return 'The request could not be handled';
  }
}

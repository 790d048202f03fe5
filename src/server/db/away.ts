/*
 * Telling a database that is away from a query that is wrong: a read the admin makes (a report,
 * the insights) answers 503 with Retry-After for the first, as the same call works once it is back.
 */

/** Whether `error` (or what it wraps) says the database could not be reached, or gave up on the statement. */
export function databaseAway(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    // Connection refused or lost on the way (Node), a connection exception (SQLSTATE class 08), the
    // server shutting down (57P01-57P03), or a statement cut by its timeout (57014).
    if (typeof code === 'string' && /^(E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|AI_AGAIN)|08...|57P0[123]|57014)$/.test(code))
      return true;
    if (/connection terminated|connection error|timeout exceeded when trying to connect/i.test(cause.message)) return true;
  }
  return false;
}

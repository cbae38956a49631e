/**
 * Why storage could not open. main.ts turns it into one line for the operator, so the message is
 * the driver's reason in plain words, never a stack.
 */
export class StorageOpenError extends Error {
  constructor(
    readonly phase: 'connect' | 'migrate',
    readonly target: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(
      phase === 'connect'
        ? `cannot connect to the database at ${target}: ${reason}`
        : `cannot apply database migrations at ${target}: ${reason}`,
      options,
    );
    this.name = 'StorageOpenError';
  }
}

const REASONS_BY_CODE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
  EACCES: 'permission denied',
};

/** A short, human reason for a driver error (pg's AggregateError, PGlite's errors, fs errors). */
export function describeDriverError(error: unknown): string {
  const code = errorCode(error);
  const known = code === undefined ? undefined : REASONS_BY_CODE[code];
  if (known !== undefined) return known;
  if (error instanceof AggregateError && error.errors.length > 0) return describeDriverError(error.errors[0]);
  // Drizzle wraps driver errors in "Failed query: <sql>"; the driver's own words are in `cause`.
  if (error instanceof Error && error.cause instanceof Error) return describeDriverError(error.cause);
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const UNREACHABLE_CODES = new Set([
  ...Object.keys(REASONS_BY_CODE),
  'EPIPE',
  'ECONNABORTED',
  'EADDRNOTAVAIL',
]);
// SQLSTATE class 08 (connection exception) and the server shutting down or starting up.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
// node-postgres says these in words only, without a code.
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable|query read timeout|connection (?:is )?(?:closed|ended)|cannot use a pool after calling end/i;

/**
 * True when a storage call failed because the database could not be reached (refused, dropped, timed
 * out, shutting down), not because of the query: the caller gets a 503 and may retry, nothing is recorded
 * as a server fault. Looks through drizzle's wrapper (`cause`) and pg's AggregateError.
 */
export function isStorageUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const code = errorCode(error);
  if (code !== undefined && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (error instanceof Error && UNAVAILABLE_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isStorageUnavailable(inner, depth + 1)))
    return true;
  return error instanceof Error && isStorageUnavailable(error.cause, depth + 1);
}

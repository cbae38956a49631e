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

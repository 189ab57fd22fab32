// Whether an error means the database cannot be reached just now (a restart, a lost
// connection, a full pool) rather than a mistake in the request: such failures answer 503 and
// pass once the database is back, because the pool replaces broken connections by itself.
export const DATABASE_UNAVAILABLE = 'The database is not available just now. Please try again in a moment.';

/** SQLSTATEs of a server shutting down, starting up or a broken connection (class 08). */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres raises these without a code: an ended socket, a pool that found no free connection in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
];

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as MaybeDriverError;
  if (typeof code === 'string' && (SHUTDOWN_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // drizzle wraps the driver's error in `cause`; a refused connection to several addresses is an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

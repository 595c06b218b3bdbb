import { apiMessages } from '@/lib/messages/api';

/**
 * Machine-readable error code of the API (`{ code, message }` bodies):
 * UPPER_SNAKE_CASE, e.g. VALIDATION, UNAUTHORIZED, OUT_OF_STOCK. Generic ones
 * are used by the helpers below; services add domain codes as they need them.
 */
export type ErrorCode = string;

/**
 * An expected failure of a command: carries the HTTP status, a code and a
 * Korean message for the user. Services throw it; the HTTP wrapper answers it.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthorized = (message: string = apiMessages.unauthorized) =>
  new DomainError(401, 'UNAUTHORIZED', message);
export const notFound = (message: string = apiMessages.notFound) => new DomainError(404, 'NOT_FOUND', message);

/** Connection failures of node's sockets and of pg, and SQLite's "cannot open" / "busy past the timeout". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_CANTOPEN', 'SQLITE_BUSY']);
/** PostgreSQL: connection exceptions (class 08), shutting down / starting up (57P01-57P03), too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database cannot be reached right now (stopped,
 * restarting, refusing connections), rather than a fault in a query: such a
 * request is answered 503 in Korean (route.ts, page.ts) and works again by
 * itself once the database is back, as pg opens new connections on demand.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Duck-typed: errors made by node's own modules may come from another realm (jest's sandbox).
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const nested = Array.isArray(errors) ? errors : [cause];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

export const databaseUnavailable = () => new DomainError(503, 'DATABASE_UNAVAILABLE', apiMessages.databaseUnavailable, undefined, { retryAfterSeconds: 5 });

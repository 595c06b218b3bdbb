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

export const badRequest = (message: string = apiMessages.badRequest, field?: string) =>
  new DomainError(400, 'BAD_REQUEST', message, field);
export const unauthorized = (message: string = apiMessages.unauthorized) =>
  new DomainError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = apiMessages.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new DomainError(403, code, message);
export const notFound = (message: string = apiMessages.notFound) => new DomainError(404, 'NOT_FOUND', message);
export const conflict = (message: string = apiMessages.conflict, code: ErrorCode = 'CONFLICT', field?: string) =>
  new DomainError(409, code, message, field);
export const tooManyRequests = (message: string = apiMessages.tooManyRequests, retryAfterSeconds?: number) =>
  new DomainError(429, 'TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds ? { retryAfterSeconds } : undefined);

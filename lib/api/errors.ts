import { commonMessages } from '@/lib/ui/messages/common';

/** Codes the client gives failures that never reached an API answer. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'CANCELLED';

/**
 * Every failed call of lib/api rejects with this (never a raw AxiosError):
 * the HTTP status (0 when no answer came), the API's `code` (or a client code)
 * and a Korean message fit to show the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The field a 400 answer names, when it names one. */
  readonly field?: string;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (field !== undefined) this.field = field;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The catalogue message for an HTTP status whose answer carried none. */
export function fallbackMessage(status: number): string {
  const { api } = commonMessages;
  if (status === 401) return api.unauthorized;
  if (status === 403) return api.forbidden;
  if (status === 404) return api.notFound;
  if (status === 405) return api.methodNotAllowed;
  if (status === 409) return api.conflict;
  if (status === 413) return api.payloadTooLarge;
  if (status === 415) return api.unsupportedMediaType;
  if (status === 429) return api.tooManyRequests;
  if (status >= 400 && status < 500) return api.badRequest;
  return api.internal;
}

/** `HTTP_404` style code for answers without a `code`. */
export function fallbackCode(status: number): string {
  return `HTTP_${status}`;
}

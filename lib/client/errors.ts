/**
 * Every failed call of lib/api rejects with this (never a raw AxiosError):
 * the HTTP status (0 when no answer came), the API's `code` (TIMEOUT, NETWORK
 * or CANCELLED when no answer came) and a Korean message fit to show the user.
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

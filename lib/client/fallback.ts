import { commonMessages } from '@/lib/messages/common';
/**
 * Code and message of an API answer that carried none. Used by ./client only,
 * so these texts load with axios, not with every page.
 */

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

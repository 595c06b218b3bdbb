/**
 * The one HTTP client of the storefront (docs/API.md, docs/DECISIONS.md): base /api/v1 (or
 * NEXT_PUBLIC_API_BASE_URL), JSON, 10 s timeout, the `token` header from the
 * `token` cookie on every call. HTTP 401 removes the token and goes to the
 * login page; 403 and 500 are logged. Every failure rejects with an ApiError.
 * Resource modules reach it through `http()` (./http), which loads it lazily.
 */
import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { getToken, removeToken } from '@/lib/client/token';
import { browser } from '@/lib/client/browser';
import { routes } from '@/lib/site';
import { ApiError } from './errors';
import { TOKEN_HEADER } from './http';
import { commonMessages } from '@/lib/messages/common';
import { apiErrorMessages } from '@/lib/messages/apiErrors';

export const REQUEST_TIMEOUT_MS = 10000;

const { network } = commonMessages;

/** The catalogue message for an HTTP status whose answer carried none. */
function fallbackMessage(status: number): string {
  const api = apiErrorMessages;
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
function fallbackCode(status: number): string {
  return `HTTP_${status}`;
}

export const apiClient = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/** Adds the session token unless the caller set the header itself. */
export function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  const token = getToken();
  if (token && !headers.has(TOKEN_HEADER)) headers.set(TOKEN_HEADER, token);
  config.headers = headers;
  return config;
}

const LOGIN_PATHS = new Set([routes.login, '/login']);

function isOnLoginPage(): boolean {
  const path = browser.pathname().replace(/\/+$/, '') || '/';
  return LOGIN_PATHS.has(path);
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  field?: unknown;
}

function bodyOf(data: unknown): ErrorBody {
  return typeof data === 'object' && data !== null ? (data as ErrorBody) : {};
}

/** Turns any failure of a call into an ApiError (no side effects). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError(0, 'CANCELLED', network.offline);
  if (error instanceof AxiosError) {
    if (error.response) {
      const { status } = error.response;
      const body = bodyOf(error.response.data);
      const code = typeof body.code === 'string' && body.code ? body.code : fallbackCode(status);
      const message =
        typeof body.message === 'string' && body.message.trim() ? body.message : fallbackMessage(status);
      const field = typeof body.field === 'string' ? body.field : undefined;
      return new ApiError(status, code, message, field);
    }
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError(0, 'TIMEOUT', network.timeout);
    }
    return new ApiError(0, 'NETWORK', network.offline);
  }
  return new ApiError(0, 'NETWORK', network.offline);
}

/** The response side (docs/DECISIONS.md): 401 logs out and goes to login, 403/500 are logged. */
export function handleResponseError(error: unknown): Promise<never> {
  const apiError = toApiError(error);
  const config = error instanceof AxiosError ? error.config : undefined;
  if (apiError.status === 401 && !config?.skipAuthRedirect && typeof window !== 'undefined') {
    // A late answer to a request made with a token the browser no longer holds (the user
    // logged out meanwhile, or an earlier 401 already cleared it) says nothing about the
    // current session: acting on it would cut a logout short or navigate twice.
    const sent = config ? AxiosHeaders.from(config.headers).get(TOKEN_HEADER) : undefined;
    if (!sent || sent === getToken()) {
      removeToken();
      if (!isOnLoginPage()) browser.assign(routes.login);
    }
  } else if (apiError.status === 403) {
    console.error('access forbidden');
  } else if (apiError.status >= 500) {
    console.error('server error');
  }
  return Promise.reject(apiError);
}

apiClient.interceptors.request.use(attachToken);
apiClient.interceptors.response.use((response) => response, handleResponseError);

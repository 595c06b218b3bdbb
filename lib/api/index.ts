export { http, TOKEN_HEADER } from './http';
export { ApiError, isApiError } from './errors';
export { swrKeys } from './keys';

export type { components, operations, paths } from './generated/api';
export { createApiClient, requestAccessToken, type ApiClient, type ApiClientOptions } from './client';
export { createAuthMiddleware, type AuthMiddlewareOptions } from './auth-middleware';
export { SESSION_KEYS, createMemoryStore, type SessionKey, type SessionStore } from './session-keys';
export {
  ACCESS_TOKEN_HEADER,
  TOKEN_ERRORS,
  TOKEN_PATH,
  decodeAccessToken,
  tokenReferrer,
  tokenRequestBody,
  type AccessTokenClaims,
} from './token';
export type * from './types';

/**
 * The way every lib/client module reaches the axios instance: `await http()`.
 * axios and the interceptors (./axios.ts) load on the first call, so they are
 * not part of any page's first-load JS (an anonymous visit to most pages makes
 * no call at all). Import only types from 'axios' here.
 */
import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { onDemand } from './onDemand';
import { commonMessages } from '@/lib/messages/common';

/** Header carrying the session token (docs/API.md). */
export const TOKEN_HEADER = 'token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Skip the 401 redirect for this call (calls whose 401 is an answer, not
     * an expired session: login with a wrong password, best-effort logout).
     */
    skipAuthRedirect?: boolean;
  }
}

const loadClient = onDemand(() => import('./axios'));

export async function http(): Promise<AxiosInstance> {
  try {
    return (await loadClient()).apiClient;
  } catch {
    // The chunk could not be fetched (offline, a new deployment): the next call tries again.
    throw new ApiError(0, 'NETWORK', commonMessages.network.offline);
  }
}

/**
 * The `logged(name, call)` of a resource module (`const logged = loggedCalls('cart')`):
 * runs `call` with the axios instance and, when it fails, writes
 * `[cart] getCart failed` and the ApiError to the console before rethrowing,
 * so a failure the page only shows in Korean still leaves its trace.
 */
export function loggedCalls(domain: string) {
  return async function logged<T>(name: string, call: (api: AxiosInstance) => Promise<T>): Promise<T> {
    try {
      return await call(await http());
    } catch (error) {
      console.error(`[${domain}] ${name} failed`, error);
      throw error;
    }
  };
}

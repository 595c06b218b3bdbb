import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * Defaults of every SWR hook: no refetch on window focus (the shell's data
 * changes through its own events), no automatic retries (a 401 must not be
 * repeated, and failures are logged once).
 */
export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
};

/** The one SWRConfig of the app (`_app` wraps every page with it). */
export function SWRProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={value ? { ...swrDefaults, ...value } : swrDefaults}>{children}</SWRConfig>;
}

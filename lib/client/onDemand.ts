/**
 * Code loaded on first use: `onDemand(() => import('./x'))` gives a function
 * that starts the import once and hands every caller the same promise. A
 * failed load (offline, a new deployment) is forgotten, so the next call
 * tries again. Used for the shell's heavy parts: axios, sweetalert2, the
 * logout flow and the chat SDK stay out of every page's first-load JS.
 */
export interface OnDemand<T> {
  (): Promise<T>;
  /** Starts loading ahead of need (pointer near a button, a form focused); never rejects. */
  preload(): void;
  /** Whether loading has started (and not failed). */
  started(): boolean;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(get, {
    preload: () => void get().catch(() => undefined),
    started: () => loading !== null,
  });
}

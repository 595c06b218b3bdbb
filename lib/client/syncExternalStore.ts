/**
 * swr reads `useSyncExternalStore` from the `use-sync-external-store/shim`
 * package, a fallback for React 17 that only forwards to React's own hook on
 * React 18+. next.config.js points that import here (Turbopack resolveAlias),
 * so the browser bundles skip the shim's code; behaviour is React's hook in
 * both cases.
 */
export { useSyncExternalStore } from 'react';

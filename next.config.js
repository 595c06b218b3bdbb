/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pictures are plain <img>s in the widths the server keeps (components/ui/Picture.tsx): Next's
  // image optimizer (/_next/image) is never used, and off, so it resizes nothing on request.
  images: { unoptimized: true },
  compiler: {
    // Production bundles drop the component display names (class names stay
    // stable through componentId, so server and browser still agree).
    styledComponents: { displayName: process.env.NODE_ENV !== 'production', ssr: true, pure: true },
  },
  turbopack: {
    // React 19 has the hook; swr's React 17 shim would only forward to it.
    resolveAlias: { 'use-sync-external-store/shim': './lib/client/syncExternalStore.ts' },
  },
  // `npm test` type-checks the project once before it builds (scripts/test-all.sh) and sets this;
  // every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  // Native and server-only modules stay out of the bundles.
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'pdfkit', 'fontkit', 'solapi'],
};

module.exports = nextConfig;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The widths uploaded product pictures are kept in (PICTURE_WIDTHS, lib/contract/pictures.ts):
  // next/image writes the srcset of an uploaded picture in exactly these (lib/client/pictures.ts).
  images: { deviceSizes: [320, 640, 1280], imageSizes: [] },
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
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'pdfkit', 'fontkit'],
};

module.exports = nextConfig;

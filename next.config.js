/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // Native and server-only modules stay out of the bundles.
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely'],
};

module.exports = nextConfig;

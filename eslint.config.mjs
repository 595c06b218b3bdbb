import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverOnly = {
  patterns: [
    {
      group: ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*'],
      message: 'lib/server is server-only: reach it through pages/api or getServerSideProps.',
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'coverage/**', 'next-env.d.ts', 'test-results/**'] },
  {
    // Client code never imports server code (DESIGN.md §1).
    files: ['components/**', 'lib/api/**', 'lib/hooks/**', 'lib/auth/**', 'lib/ui/**', 'lib/catalog/**', 'styles/**'],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
  {
    files: ['__tests__/**', 'e2e/**', 'scripts/**', '*.config.js'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

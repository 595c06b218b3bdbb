import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of the house (docs/ARCHITECTURE.md), kept one-way by lint:
 *   pages -> components -> lib/client -> lib/contract, lib/messages, lib/catalog (the shared layer)
 *   pages/api and getServerSideProps -> lib/server -> the shared layer
 * Components reach only the client data layer, the shared layer, styles and
 * components/ui (the shell, components/layout, may also be reached by pages
 * only); one domain's components never import another domain's.
 */

const SHARED = '(contract|messages|catalog)';
const rule = (message, ...regexes) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});

const serverOnly = '^(@/|(\\.\\./)+)lib/server(/|$)';
const clientOrUi = '^(@/|(\\.\\./)+)(components|lib/client)(/|$)';
const notShared = `^@/(?!lib/${SHARED}/|styles/)|^(\\.\\./)+(?!${SHARED}/)`;

const domains = readdirSync('components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'coverage/**', 'next-env.d.ts', 'test-results/**', '.tmp/**'],
  },
  {
    files: ['lib/server/**'],
    rules: rule('lib/server is server code: it never imports components or the browser data layer (lib/client).', clientOrUi),
  },
  {
    files: ['lib/client/**', 'lib/site.ts', 'lib/seo.ts', 'lib/format.ts', 'styles/**'],
    rules: rule(
      'Client code never imports server code or components: reach the server through /api/v1 or getServerSideProps.',
      serverOnly,
      '^(@/|(\\.\\./)+)components(/|$)',
    ),
  },
  {
    files: [`lib/{contract,messages,catalog}/**`],
    rules: rule(
      'The shared layer (lib/contract, lib/messages, lib/catalog) is neutral: it imports only itself, styles and npm packages.',
      notShared,
    ),
  },
  {
    files: ['components/ui/**'],
    rules: rule(
      'components/ui is the kit: it imports no domain, the shell or server code.',
      serverOnly,
      '^(@/components/|\\.\\./)(?!ui/)',
    ),
  },
  ...domains.map((domain) => ({
    files: [`components/${domain}/**`],
    rules: rule(
      `components/${domain} reaches only components/ui, lib/client, the shared layer and styles: never another domain's components or lib/server.`,
      serverOnly,
      `^(@/components/|\\.\\./)(?!ui/|${domain}/)`,
    ),
  })),
  {
    files: ['__tests__/**', 'e2e/**', 'scripts/**', '*.config.js'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

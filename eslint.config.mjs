import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The house (docs/ARCHITECTURE.md), kept by one rule, house/layers:
 *
 *   platform   components/ui, components/shell, lib/server, lib/client, lib/contract, lib/messages,
 *              lib/*.ts, styles
 *   features   every other folder of lib/ and components/ (read from the disk below, so a new
 *              feature is covered the day its folder exists):
 *                components/<f>/        its UI                          (private to the feature)
 *                lib/<f>/*.ts           contract, schemas, messages, rules (browser-safe)  public
 *                lib/<f>/client/*.ts    hooks and fetchers                                  public
 *                lib/<f>/server/*.ts    services and queries                                public
 *                lib/<f>/…/<sub>/       anything deeper                 (private to the feature)
 *
 * 1. UI and browser code never import server code.
 * 2. A feature's client/ never imports its server/.
 * 3. The platform never imports a feature.
 * 4. One feature reaches another only through its public entry: the files right inside lib/<g>/,
 *    lib/<g>/client/ (from UI and client code) and lib/<g>/server/ (from server code); never
 *    components/<g>/ or a deeper folder. No barrels: a public entry is a plain file, so a page
 *    bundle carries only what it imports.
 * 5. The shell, every page's frame, may use a feature through that same public entry (the header's
 *    cart count and search suggestions, the side menu's logout), never its components or server code.
 * Kept from before: server code never imports components or browser code; lib never imports
 * components; browser-safe shared code (lib/*.ts, lib/contract, lib/messages, lib/<f>/*.ts) never
 * imports client code, since the server uses it too. The seed, like pages and scripts, puts
 * features together; it uses their public entries only.
 */

const PLATFORM_LIB = new Set(['server', 'client', 'contract', 'messages']);
const PLATFORM_COMPONENTS = new Set(['ui', 'shell']);
const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const FEATURES = new Set([
  ...foldersOf('lib').filter((name) => !PLATFORM_LIB.has(name)),
  ...foldersOf('components').filter((name) => !PLATFORM_COMPONENTS.has(name)),
]);

/** Where a file sits in the house; `entry` says whether other features may import it. */
function zoneOf(file) {
  const parts = file.split('/');
  const [top, second, third] = parts;
  if (top === 'components' && parts.length > 2) {
    if (PLATFORM_COMPONENTS.has(second)) return { kind: second };
    return { kind: 'featureUi', feature: second };
  }
  if (top === 'lib') {
    if (parts.length === 2) return { kind: 'shared' };
    if (second === 'server') return { kind: third === 'seed' ? 'seed' : 'server' };
    if (second === 'client') return { kind: 'client' };
    if (PLATFORM_LIB.has(second) || !FEATURES.has(second)) return { kind: 'shared' };
    if (third === 'client') return { kind: 'featureClient', feature: second, entry: parts.length === 4 };
    if (third === 'server') return { kind: 'featureServer', feature: second, entry: parts.length === 4 };
    return { kind: 'featureRoot', feature: second, entry: parts.length === 3 };
  }
  if (top === 'styles') return { kind: 'shared' };
  return { kind: 'other' };
}

const BROWSER = new Set(['ui', 'shell', 'featureUi', 'client', 'featureClient', 'shared', 'featureRoot']);
const SERVER = new Set(['server', 'seed', 'featureServer']);
const UI = new Set(['ui', 'shell', 'featureUi']);
const CLIENT = new Set(['client', 'featureClient']);
const SHARED = new Set(['shared', 'featureRoot']);
const PLATFORM = new Set(['ui', 'server', 'client', 'shared']);
const FEATURE = new Set(['featureUi', 'featureRoot', 'featureClient', 'featureServer']);

const messages = {
  serverFromBrowser:
    'UI and browser code never import server code (lib/server, lib/<feature>/server): reach the server through /api/v1 or a page\'s getServerSideProps.',
  clientToOwnServer: 'lib/{{feature}}/client is browser code: it never imports lib/{{feature}}/server. Call the server through /api/v1.',
  browserFromServer: 'Server code never imports components or browser code (lib/client, lib/<feature>/client).',
  componentsFromLib: 'lib never imports components: move what both need into lib.',
  clientFromShared:
    'Browser-safe shared code (lib/*.ts, lib/contract, lib/messages, lib/<feature>/*.ts) is used by the server too: it never imports client code.',
  kitImportsShell: 'components/ui is the kit: it never imports the shell (components/shell).',
  shellFromFeature: 'The shell frames every page from pages/_app.tsx: a feature\'s components never import it.',
  featureFromPlatform:
    'The platform (components/ui, lib/server, lib/client, lib/contract, lib/messages, lib/*.ts, styles) never imports a feature ({{target}}): take what it needs as an argument or a prop, or move the shared piece into the platform.',
  shellReach:
    'The shell uses a feature only through its public entry (lib/{{target}}/*.ts, lib/{{target}}/client/*.ts): never components/{{target}}, its server code or a subfolder.',
  crossFeature:
    '{{feature}} reaches {{target}} only through its public entry: lib/{{target}}/*.ts, lib/{{target}}/client/*.ts (from UI and client code), lib/{{target}}/server/*.ts (from server code); never components/{{target}} or a subfolder.',
};

/** The repository path an import names (without extension), or null for a package. */
function targetOf(specifier, importer) {
  let target;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  } else return null;
  target = target.replace(/\/$/, '').replace(/\.(tsx?|mjs|js)$/, '');
  if (existsSync(target) && statSync(target).isDirectory()) target = `${target}/index`;
  return target;
}

/** The message id a wrong import breaks, or null when the house allows it. */
function verdict(importer, target) {
  const from = zoneOf(importer);
  const to = zoneOf(target);
  if (from.kind === 'other' || to.kind === 'other') return null;
  if (from.kind === 'featureClient' && to.kind === 'featureServer' && from.feature === to.feature) return 'clientToOwnServer';
  if (BROWSER.has(from.kind) && SERVER.has(to.kind)) return 'serverFromBrowser';
  if (SERVER.has(from.kind) && (UI.has(to.kind) || CLIENT.has(to.kind))) return 'browserFromServer';
  if (!UI.has(from.kind) && UI.has(to.kind)) return 'componentsFromLib';
  if (SHARED.has(from.kind) && CLIENT.has(to.kind)) return 'clientFromShared';
  if (from.kind === 'ui' && to.kind === 'shell') return 'kitImportsShell';
  if (from.kind === 'featureUi' && to.kind === 'shell') return 'shellFromFeature';
  const sameFeature = from.feature !== undefined && from.feature === to.feature;
  if (!FEATURE.has(to.kind) || sameFeature) return null;
  if (PLATFORM.has(from.kind)) return 'featureFromPlatform';
  const publicFor = (kind) =>
    to.entry &&
    (to.kind === 'featureRoot' ||
      (to.kind === 'featureClient' && (kind === 'featureUi' || kind === 'featureClient' || kind === 'shell')) ||
      (to.kind === 'featureServer' && (kind === 'featureServer' || kind === 'seed')));
  if (from.kind === 'shell') return publicFor('shell') ? null : 'shellReach';
  return publicFor(from.kind) ? null : 'crossFeature';
}

const layers = {
  meta: { type: 'problem', messages, schema: [] },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/').replace(/\.(tsx?|mjs|js)$/, '');
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, importer);
      if (!target) return;
      const messageId = verdict(importer, target);
      if (!messageId) return;
      context.report({
        node: source,
        messageId,
        data: { feature: zoneOf(importer).feature ?? '', target: zoneOf(target).feature ?? target },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      'CallExpression[callee.name="require"]': (node) => check(node, node.arguments[0]),
    };
  },
};

/**
 * One import style in app code (components, lib, pages): `@/…` across folders, `./…` within one,
 * never `../…`, so a file reads the same wherever it sits and moves without its imports changing.
 */
const APP_CODE = /^(components|lib|pages)\//;
const imports = {
  meta: {
    type: 'suggestion',
    messages: { parentRelative: "Import across folders with '@/{{target}}', not '{{specifier}}': './' is for the same folder only." },
    schema: [],
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!APP_CODE.test(importer)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('../')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), source.value));
      context.report({ node: source, messageId: 'parentRelative', data: { target, specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'coverage/**', 'next-env.d.ts', 'test-results/**', '.tmp/**'],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { house: { rules: { layers, imports } } },
    rules: { 'house/layers': 'error', 'house/imports': 'error' },
  },
  {
    // One link: components/ui/Link (next/link without prefetching every route in view).
    files: ['components/**', 'pages/**', 'lib/**'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Import Link from '@/components/ui/Link': it does not prefetch every route a page links to." }] },
      ],
    },
  },
  {
    // One number format: lib/format.ts (a toLocaleString per number builds a formatter each time).
    files: ['components/**', 'pages/**', 'lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString'][arguments.0.value='ko-KR']",
          message: "Use formatWon or formatCount from '@/lib/format': one Intl.NumberFormat('ko-KR') for the whole site.",
        },
      ],
    },
  },
  {
    files: ['__tests__/**', 'e2e/**', 'scripts/**', '*.config.js'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

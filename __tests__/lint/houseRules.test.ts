/**
 * @jest-environment node
 *
 * The house's import rules (eslint.config.mjs, house/layers; docs/ARCHITECTURE.md) each shown to
 * fire on a probe that breaks it, and to stay quiet on the imports the house allows. ESLint's Node
 * API runs in a child process: it loads eslint.config.mjs with import(), which jest's module
 * sandbox refuses.
 */
import { execFileSync } from 'node:child_process';

interface Probe {
  /** A file of the tree (it need not exist): the rule judges the import by where it is written. */
  filePath: string;
  code: string;
}
interface Finding {
  filePath: string;
  messages: { ruleId: string | null; messageId: string }[];
}

/** The message ids one house rule gave a probe. */
const idsOf = (finding: Finding, rule: string) => finding.messages.filter((m) => m.ruleId === rule).map((m) => m.messageId);

const LINT = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const probe of JSON.parse(input)) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
    out.push({ filePath: probe.filePath, messages: result.messages.map((m) => ({ ruleId: m.ruleId, messageId: m.messageId })) });
  }
  process.stdout.write(JSON.stringify(out));
});
`;

function lint(probes: Probe[]): Finding[] {
  const output = execFileSync(process.execPath, ['-e', LINT], { input: JSON.stringify(probes), encoding: 'utf8', cwd: process.cwd() });
  return JSON.parse(output) as Finding[];
}

const breaking: [rule: string, filePath: string, specifier: string][] = [
  ['serverFromBrowser', 'components/cart/Probe.tsx', '@/lib/server/db'],
  ['serverFromBrowser', 'components/cart/Probe.tsx', '@/lib/orders/server/queries'],
  ['serverFromBrowser', 'lib/orders/client/probe.ts', '@/lib/cart/server/lines'],
  ['serverFromBrowser', 'components/ui/Probe.tsx', '@/lib/server/errors'],
  ['clientToOwnServer', 'lib/cart/client/probe.ts', '../server/queries'],
  ['featureFromPlatform', 'components/ui/Probe.tsx', '@/lib/cart/cart.messages'],
  ['featureFromPlatform', 'lib/server/http/probe.ts', '@/lib/orders/server/queries'],
  ['featureFromPlatform', 'lib/client/probe.ts', '@/lib/cart/client/cart'],
  ['featureFromPlatform', 'lib/probe.ts', '@/lib/catalog/categories'],
  ['featureFromPlatform', 'lib/server/db/schema.ts', '@/lib/cart/cart.contract'],
  ['featureFromPlatform', 'lib/server/db/migrations/0003_search_index.ts', '@/lib/catalog/server/searchIndexer'],
  ['crossFeature', 'components/cart/Probe.tsx', '@/components/catalog/ProductCard'],
  ['crossFeature', 'components/cart/Probe.tsx', '../catalog/ProductCard'],
  ['crossFeature', 'lib/orders/server/probe.ts', '@/lib/catalog/server/search/forms'],
  ['crossFeature', 'lib/orders/probe.ts', '@/lib/catalog/rules/quantity'],
  ['shellReach', 'components/shell/Probe.tsx', '@/components/cart/CartPage'],
  ['shellReach', 'components/shell/Probe.tsx', '@/lib/cart/client/internal/queue'],
  ['browserFromServer', 'lib/orders/server/probe.ts', '@/lib/client/http'],
  ['browserFromServer', 'lib/orders/server/probe.ts', '@/lib/cart/client/cart'],
  ['componentsFromLib', 'lib/orders/probe.ts', '@/components/ui/Button'],
  ['clientFromShared', 'lib/orders/probe.ts', '@/lib/orders/client/orders'],
  ['kitImportsShell', 'components/ui/Probe.tsx', '@/components/shell/Header'],
  ['shellFromFeature', 'components/cart/Probe.tsx', '@/components/shell/Layout'],
];

const allowed: [why: string, filePath: string, specifier: string][] = [
  ['a feature UI uses its own client code', 'components/cart/Probe.tsx', '@/lib/cart/client/cart'],
  ['a feature UI uses another feature\u2019s contract', 'components/cart/Probe.tsx', '@/lib/catalog/catalog.contract'],
  ['a feature UI uses another feature\u2019s hooks', 'components/orders/Probe.tsx', '@/lib/cart/client/cart'],
  ['a feature UI uses the kit', 'components/cart/Probe.tsx', '@/components/ui/Button'],
  ['a service uses another feature\u2019s services', 'lib/orders/server/probe.ts', '@/lib/cart/server/lines'],
  ['a service uses the platform', 'lib/orders/server/probe.ts', '@/lib/server/db'],
  ['the shell uses a feature\u2019s hooks', 'components/shell/Probe.tsx', '@/lib/cart/client/cart'],
  ['the seed uses a feature\u2019s services', 'lib/server/seed/probe.ts', '@/lib/orders/server/checkout'],
  ['a page puts anything together', 'pages/probe.tsx', '@/lib/orders/server/queries'],
];

describe('house/layers', () => {
  let findings: Finding[];
  beforeAll(() => {
    findings = lint([...breaking, ...allowed].map(([, filePath, specifier]) => ({ filePath, code: `import '${specifier}';\n` })));
  }, 180_000);

  it.each(breaking.map((row, index) => [...row, index] as const))('%s: %s importing %s', (rule, _file, _specifier, index) => {
    expect(idsOf(findings[index], 'house/layers')).toEqual([rule]);
  });

  it.each(allowed.map((row, index) => [...row, breaking.length + index] as const))('allows it: %s (%s importing %s)', (_why, _file, _specifier, index) => {
    expect(idsOf(findings[index], 'house/layers')).toEqual([]);
  });
});

describe('house/imports', () => {
  const probes: [filePath: string, specifier: string, expected: string[]][] = [
    ['components/cart/Probe.tsx', '../ui/Button', ['parentRelative']],
    ['lib/orders/server/probe.ts', '../orders.contract', ['parentRelative']],
    ['pages/brand-center/probe.tsx', '../../components/brandCenter/ProductList', ['parentRelative']],
    ['components/cart/Probe.tsx', './CartLine', []],
    ['components/cart/Probe.tsx', '@/components/ui/Button', []],
    ['__tests__/api/probe.test.ts', '../helpers/api', []],
  ];
  let findings: Finding[];
  beforeAll(() => {
    findings = lint(probes.map(([filePath, specifier]) => ({ filePath, code: `import '${specifier}';\n` })));
  }, 180_000);

  it.each(probes.map((row, index) => [...row, index] as const))('%s importing %s: %j', (_file, _specifier, expected, index) => {
    expect(idsOf(findings[index], 'house/imports')).toEqual(expected);
  });
});

describe('one link component', () => {
  const probes: [filePath: string, specifier: string, expected: string[]][] = [
    ['components/cart/Probe.tsx', 'next/link', ['pathWithCustomMessage']],
    ['pages/probe.tsx', 'next/link', ['pathWithCustomMessage']],
    ['components/ui/Link.tsx', 'next/link', []],
    ['components/cart/Probe.tsx', '@/components/ui/Link', []],
  ];
  let findings: Finding[];
  beforeAll(() => {
    findings = lint(probes.map(([filePath, specifier]) => ({ filePath, code: `import '${specifier}';\n` })));
  }, 180_000);

  it.each(probes.map((row, index) => [...row, index] as const))('%s importing %s: %j', (_file, _specifier, expected, index) => {
    expect(idsOf(findings[index], 'no-restricted-imports')).toEqual(expected);
  });
});

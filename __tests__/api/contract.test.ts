/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/API.md is the contract the UI builds against: its table must list
 * exactly the methods and paths the route files under pages/api/v1 serve.
 */

function routeFiles(dir: string, prefix = ''): { path: string; file: string }[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) return routeFiles(full, `${prefix}/${name}`);
    const base = name.replace(/\.tsx?$/, '');
    const routePath = (base === 'index' ? prefix : `${prefix}/${base}`).replace(/\[(\w+)\]/g, '{$1}');
    return [{ path: routePath, file: full }];
  });
}

test('docs/API.md lists exactly the methods and paths that pages/api/v1 serves', () => {
  const served = new Set<string>();
  for (const { path: routePath, file } of routeFiles(path.join(process.cwd(), 'pages/api/v1'))) {
    const handler = require(file).default as { methods?: string[] };
    expect(handler.methods?.length).toBeGreaterThan(0);
    // Our wrapper parses bodies (Korean answer to bad JSON): Next's parser must be off.
    expect(fs.readFileSync(file, 'utf8')).toContain('export const config = { api: { bodyParser: false } };');
    for (const method of handler.methods ?? []) served.add(`${method} ${routePath}`);
  }
  const doc = fs.readFileSync(path.join(process.cwd(), 'docs/API.md'), 'utf8');
  const documented = new Set(
    [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\/\S*) \|/gm)].map((m) => `${m[1]} ${m[2]}`),
  );
  expect([...documented].sort()).toEqual([...served].sort());
});

/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { servedRoutes } from '../helpers/routes';

/**
 * docs/API.md is the contract the UI builds against: its table must list
 * exactly the methods and paths the route files under pages/api/v1 serve.
 */

test('docs/API.md lists exactly the methods and paths that pages/api/v1 serves', () => {
  const served = new Set<string>();
  for (const { route, file, methods } of servedRoutes()) {
    expect(methods.length).toBeGreaterThan(0);
    // Our wrapper parses bodies (Korean answer to bad JSON): Next's parser must be off.
    expect(fs.readFileSync(file, 'utf8')).toContain('export const config = { api: { bodyParser: false } };');
    for (const method of methods) served.add(`${method} ${route}`);
  }
  const doc = fs.readFileSync(path.join(process.cwd(), 'docs/API.md'), 'utf8');
  const documented = new Set(
    [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\/\S*) \|/gm)].map((m) => `${m[1]} ${m[2]}`),
  );
  expect([...documented].sort()).toEqual([...served].sort());
});

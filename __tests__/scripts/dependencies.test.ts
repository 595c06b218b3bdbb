/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every dependency is pinned to one exact release (issue 10; docs/DECISIONS.md,
 * Dependencies), so a fresh clone installs what was tested. Whether they are the
 * newest releases needs the registry: `npm run check:deps` (npm outdated).
 */
const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

test.each(['dependencies', 'devDependencies'] as const)('%s are pinned exactly (no ranges, tags or URLs)', (group) => {
  const loose = Object.entries(manifest[group]).filter(([, version]) => !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version));
  expect(loose).toEqual([]);
});

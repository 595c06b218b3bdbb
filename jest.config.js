const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts', '<rootDir>/__tests__/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.ts',
  // A hang detector, not a speed limit. In `npm test` jest runs at a lower
  // priority beside the browser journeys (scripts/test-all.sh), where a test
  // that takes 1 s alone has taken 20 s; 30 s failed a 4-second test there.
  testTimeout: 120_000,
};

/**
 * otplib's base32 plugin needs @scure/base, which ships ES modules only: Node loads them, jest's
 * CommonJS sandbox does not. Jest reads its TypeScript source instead, compiled as our own.
 */
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.moduleNameMapper = { '^@scure/base$': '<rootDir>/node_modules/@scure/base/index.ts', ...resolved.moduleNameMapper };
  // next/jest compiles the packages of next.config's transpilePackages and leaves the rest of node_modules: add this one.
  const [packages, ...rest] = resolved.transformIgnorePatterns;
  if (!packages.startsWith('/node_modules/(?!.pnpm)(?!(')) throw new Error('jest.config.js: next/jest changed its transformIgnorePatterns');
  resolved.transformIgnorePatterns = [packages.replace('(?!(', '(?!(@scure/base|'), ...rest];
  return resolved;
};

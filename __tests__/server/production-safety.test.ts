/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { autoSeedsDemo, demoAllowed, productionProblems, serverEnv } from '@/lib/server/env';
import { closeDatabase, getDbHandle, whenDatabaseEmpty } from '@/lib/server/db';
import { register } from '@/instrumentation';
import { createPaymentProvider, DemoPaymentProvider, PortOnePaymentProvider } from '@/lib/server/payments';
import { run, SPAWN_TIMEOUT_MS } from '../helpers/spawn';

/**
 * Issue 17, finding 1: a production server must not start with a demo default (a payment
 * provider that approves any test card, SMS codes in the log, demo accounts whose password is
 * public) unless demo mode is switched on explicitly (DEMO_MODE=true, as `npm start` does).
 */

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** The environment a deployment gets when it sets nothing but NODE_ENV. */
function productionEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...extra };
  return env;
}

function withEnv<T>(env: NodeJS.ProcessEnv, body: () => T): T {
  const original = process.env;
  process.env = env;
  try {
    return body();
  } finally {
    process.env = original;
  }
}

describe('productionProblems', () => {
  test('the shipped defaults in production: demo payments, log SMS, mail into a folder and no SITE_URL are each refused', () => {
    const problems = withEnv(productionEnv(), () => productionProblems(serverEnv()));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/PAYMENT_PROVIDER/);
    expect(problems[1]).toMatch(/SMS_PROVIDER/);
    expect(problems[2]).toMatch(/SMTP_URL/);
    expect(problems[3]).toMatch(/SITE_URL/);
  });

  test('DB_AUTO_SEED=true (demo accounts with a public password) is refused in production', () => {
    const env = productionEnv({ DB_AUTO_SEED: 'true', PAYMENT_PROVIDER: 'portone', PORTONE_API_SECRET: 's', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMTP_URL: 'smtps://mail.example', SITE_URL: 'https://shop.example' });
    expect(withEnv(env, () => productionProblems(serverEnv()))).toEqual([expect.stringMatching(/DB_AUTO_SEED/)]);
  });

  test('demo mode allows the demo defaults but still needs the site address', () => {
    expect(withEnv(productionEnv({ DEMO_MODE: 'true' }), () => productionProblems(serverEnv()))).toEqual([expect.stringMatching(/SITE_URL/)]);
    expect(withEnv(productionEnv({ DEMO_MODE: 'true', SITE_URL: 'http://localhost:3000' }), () => productionProblems(serverEnv()))).toEqual([]);
  });

  test('a real configuration starts; a half-configured provider does not', () => {
    const real = { PAYMENT_PROVIDER: 'portone', PORTONE_API_SECRET: 'secret', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMTP_URL: 'smtps://user:pass@mail.example', SITE_URL: 'https://shop.example' };
    expect(withEnv(productionEnv(real), () => productionProblems(serverEnv()))).toEqual([]);
    const noSecret = { ...real, PORTONE_API_SECRET: '' };
    expect(withEnv(productionEnv(noSecret), () => productionProblems(serverEnv()))).toEqual([expect.stringMatching(/PORTONE_API_SECRET/)]);
    const solapi = { ...real, ALIMTALK_PROVIDER: 'solapi', SOLAPI_API_KEY: 'NCS1', SOLAPI_API_SECRET: 'secret', SOLAPI_SENDER: '02-1234-5678' };
    expect(withEnv(productionEnv(solapi), () => productionProblems(serverEnv()))).toEqual([]);
    expect(withEnv(productionEnv({ ...solapi, SOLAPI_SENDER: '' }), () => productionProblems(serverEnv()))).toEqual([expect.stringMatching(/SOLAPI_SENDER/)]);
  });

  test('outside production nothing is refused and demo data is allowed', () => {
    const env: NodeJS.ProcessEnv = { ...productionEnv(), NODE_ENV: 'development' };
    expect(withEnv(env, () => productionProblems(serverEnv()))).toEqual([]);
    expect(withEnv(env, () => demoAllowed(serverEnv()))).toBe(true);
    expect(withEnv(env, () => autoSeedsDemo(serverEnv()))).toBe(true);
    expect(withEnv(productionEnv(), () => autoSeedsDemo(serverEnv()))).toBe(false);
  });
});

describe('the providers themselves refuse demo behaviour in production', () => {
  test('the demo card provider is refused without DEMO_MODE, even if the start check was skipped', () => {
    expect(() => withEnv(productionEnv(), () => createPaymentProvider(serverEnv()))).toThrow(/DEMO_MODE/);
    expect(withEnv(productionEnv({ DEMO_MODE: 'true' }), () => createPaymentProvider(serverEnv()))).toBeInstanceOf(DemoPaymentProvider);
    expect(withEnv(productionEnv({ PAYMENT_PROVIDER: 'portone', PORTONE_API_SECRET: 's' }), () => createPaymentProvider(serverEnv()))).toBeInstanceOf(
      PortOnePaymentProvider,
    );
  });
});

describe('an empty production database', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-'));
  });
  afterEach(async () => {
    await closeDatabase();
    whenDatabaseEmpty(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What a server starting on it (instrumentation.ts) finds in the database at its first use. */
  async function counts(env: NodeJS.ProcessEnv) {
    const original = process.env;
    process.env = { ...env, NEXT_RUNTIME: 'nodejs' };
    try {
      await register();
      const { db } = await getDbHandle();
      const count = async (table: 'users' | 'categories' | 'products') =>
        Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      return { users: await count('users'), categories: await count('categories'), products: await count('products') };
    } finally {
      process.env = original;
    }
  }

  test('gets the fixed category tree and no demo account or product', async () => {
    const found = await counts(productionEnv({ DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}` }));
    expect(found.categories).toBeGreaterThan(50);
    expect(found.users).toBe(0);
    expect(found.products).toBe(0);
  });

  test('opened without the start-up (tests, scripts) stays empty', async () => {
    const original = process.env;
    process.env = productionEnv({ DEMO_MODE: 'true', DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}` });
    try {
      const { db } = await getDbHandle();
      expect(Number((await db.selectFrom('categories').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
    } finally {
      process.env = original;
    }
  });

  test('in demo mode gets the demo shop', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const found = await counts(productionEnv({ DEMO_MODE: 'true', DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}` }));
    expect(found.users).toBeGreaterThan(0);
    expect(found.products).toBeGreaterThan(0);
  }, SPAWN_TIMEOUT_MS);
});

describe('the commands a deployment runs', () => {
  test('npm run serve with NODE_ENV=production and no payment settings refuses to start and says why', async () => {
    const failure = await run(tsx, ['scripts/serve.ts'], { cwd: root, env: productionEnv({ PORT: '3999' }) }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Refusing to start/);
    expect(failure?.stderr).toMatch(/PAYMENT_PROVIDER/);
    expect(failure?.stderr).toMatch(/DEMO_MODE=true/);
  }, SPAWN_TIMEOUT_MS);

  test('db:seed refuses to write demo accounts into a production database', async () => {
    const url = `sqlite:${path.join(os.tmpdir(), `shop-seed-${process.pid}.db`)}`;
    const failure = await run(tsx, ['scripts/db.ts', 'seed'], { cwd: root, env: productionEnv({ DATABASE_URL: url }) }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/DEMO_MODE=true/);
  }, SPAWN_TIMEOUT_MS);
});

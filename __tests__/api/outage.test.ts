/** @jest-environment node */
import net from 'node:net';
import { createSession } from '@/lib/server/auth/sessions';
import { installDatabase, openDatabase, type DbHandle } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/errors';
import { apiMessages } from '@/lib/messages/api';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { withApi } from '../helpers/api';
import { brokenDb, refused } from '../helpers/brokenDb';
import { runPage } from '../helpers/pageResponse';

/**
 * The database unreachable (docs/DECISIONS.md, Outages): the API answers a
 * Korean 503 with Retry-After, every page answers 503 with the 503 page, and
 * both work again by themselves once the database is back. On PostgreSQL the
 * outage is real: the instance reaches the database through a TCP relay that
 * the test cuts (live connections die, new ones are refused) and restores.
 */

const ctx = withApi({ seed: { products: 12, brands: 2 } });
let token: string;

beforeAll(async () => {
  const retailer = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.retailer.email).executeTakeFirstOrThrow();
  token = (await createSession(ctx.db, retailer.id)).token;
});

const page = runPage;

const shop = () => import('@/pages/shop');
const cart = () => import('@/pages/cart');
const product = () => import('@/pages/product-details/[idProduct]');
const consoleDashboard = () => import('@/pages/admin/index');

/** Runs `during` with the process's database swapped for `outage`, then puts the real one back. */
async function withOutage(outage: Pick<DbHandle, 'db'>, during: () => Promise<void>): Promise<void> {
  installDatabase({ ...ctx.testDb.handle, db: outage.db });
  try {
    await during();
  } finally {
    installDatabase(ctx.testDb.handle);
  }
}

async function expectUnavailable() {
  // A list no test here reads while the database is up: one read before may still be answered from the
  // lists callers share, for at most SHARED_SECONDS (lib/catalog/server/queries.ts, listProductsFor).
  const list = await ctx.api('/products?limit=7');
  expect(list.status).toBe(503);
  expect(list.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
  expect(list.headers.get('retry-after')).toBe('5');
  const login = await ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.retailer.email, password: 'demo1234!' } });
  expect(login.status).toBe(503);
  const mine = await ctx.api('/carts', { token });
  expect(mine.status).toBe(503);

  for (const [load, url, options] of [
    [shop, '/shop?idCategory=200', {}],
    [cart, '/cart', { token }],
    [product, '/product-details/1', { params: { idProduct: '1' } }],
    // The console (a session's cookie, so the database is asked).
    [consoleDashboard, '/admin', { cookies: { admin_token: 'an-operator-session' } }],
  ] as const) {
    const { result, res } = await page(load, url, options);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(result.props).toMatchObject({ serviceUnavailable: true, loggedIn: false, initialUser: null });
  }
}

async function expectWorking() {
  expect((await ctx.api('/products')).status).toBe(200);
  expect((await ctx.api('/carts', { token })).status).toBe(200);
  const { result, res } = await page(shop, '/shop?idCategory=200');
  expect(res.statusCode).toBe(200);
  expect(result.props?.serviceUnavailable).toBeUndefined();
}

test('a database that refuses connections: 503 in Korean for the API and every page, then recovery', async () => {
  await withOutage({ db: brokenDb('fail') }, expectUnavailable);
  await expectWorking();
});

test('a fault that is not an outage stays a 500 (not hidden as "try again later")', () => {
  expect(isDatabaseUnavailable(refused())).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([refused()], 'connect failed'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
});

/** A TCP relay to the test's PostgreSQL that can be cut and restored on the same port. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    port: () => port,
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

const onPostgres = process.env.TEST_DB === 'postgres' ? test : test.skip;

onPostgres('PostgreSQL cut off and back: 503 while it is gone, and the same process recovers by itself', async () => {
  const real = new URL(ctx.testDb.handle.label.startsWith('postgres') ? process.env.TEST_PG_URL! : '');
  // The test file's own database, reached through the relay.
  const dbName = (await ctx.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
  const relay = await relayTo(real);
  const viaRelay = new URL(real);
  viaRelay.host = `127.0.0.1:${relay.port()}`;
  viaRelay.pathname = `/${dbName}`;
  const handle = openDatabase(viaRelay.toString());
  try {
    await withOutage(handle, async () => {
      expect((await ctx.api('/products')).status).toBe(200);
      await relay.cut();
      await expectUnavailable();
      await relay.restore();
      // No restart, no new pool: the next requests simply work again.
      expect((await ctx.api('/products')).status).toBe(200);
      expect((await ctx.api('/carts', { token })).status).toBe(200);
      const { res } = await page(shop, '/shop?idCategory=200');
      expect(res.statusCode).toBe(200);
    });
  } finally {
    await handle.close();
    await relay.close();
  }
});

/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { method, route, sharedAnswer } from '@/lib/server/http/route';
import { openTestDb, type TestDb } from '../../../helpers/db';

/**
 * sharedAnswer (lib/server/http/route.ts): an answer object shared between requests (a cached
 * list) is written as JSON once, then sent as written; an answer made for one request is written
 * for it. The body is the object's JSON either way.
 */

const shared = { items: [{ id: 1, name: '펭귄 뜨개 장갑', price: 10_000 }], total: 1 };
let tdb: TestDb;
let server: http.Server;
let base: string;

const handler = route({
  GET: method({ handle: async ({ req }) => sharedAnswer(req.url?.includes('fresh') ? { ...shared, fresh: true } : shared) }),
});

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
  server = http.createServer((req, res) => void handler(req as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await tdb.close();
});

test('the shared object is written once for any number of requests; a fresh one each time', async () => {
  const expected = JSON.stringify(shared);
  const stringify = jest.spyOn(JSON, 'stringify');
  try {
    const bodies = [];
    for (let i = 0; i < 3; i += 1) bodies.push(await (await fetch(`${base}/list`)).text());
    expect(bodies).toEqual([expected, expected, expected]);
    expect(await (await fetch(`${base}/list?fresh`)).json()).toEqual({ ...shared, fresh: true });
    expect(await (await fetch(`${base}/list?fresh`)).json()).toEqual({ ...shared, fresh: true });
    const written = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'items' in value);
    expect(written.filter(([value]) => value === shared)).toHaveLength(1);
    expect(written.filter(([value]) => value !== shared)).toHaveLength(2);
  } finally {
    stringify.mockRestore();
  }
});

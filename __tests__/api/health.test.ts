/** @jest-environment node */
import { Kysely, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { apiMessages } from '@/lib/messages/api';
import type { Database } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { checkHealth } from '@/lib/server/services/health';
import { withApi } from '../helpers/api';

const ctx = withApi({ seed: false });

describe('GET /health', () => {
  test('answers 200 with the database kind when the database answers, never cached', async () => {
    const res = await ctx.api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('only GET', async () => {
    expect((await ctx.api('/health', { method: 'POST', body: {} })).status).toBe(405);
  });
});

/** A database whose every query fails (`fail`) or never answers (`hang`), as a dead or partitioned server would. */
function brokenDb(mode: 'fail' | 'hang'): Kysely<Database> {
  const sqlite = new SqliteDialect({ database: {} as never });
  const connection: DatabaseConnection = {
    executeQuery: () => (mode === 'fail' ? Promise.reject(new Error('connection refused')) : new Promise(() => undefined)),
    async *streamQuery() {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => sqlite.createAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => sqlite.createIntrospector(db),
      createQueryCompiler: () => sqlite.createQueryCompiler(),
    },
  });
}

describe('checkHealth', () => {
  test('a database that refuses is a Korean 503 for the balancer', async () => {
    await expect(checkHealth(brokenDb('fail'))).rejects.toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: apiMessages.databaseUnavailable,
    });
  });

  test('one that does not answer in time is a 503 too', async () => {
    const error = await checkHealth(brokenDb('hang'), 50).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(503);
  });
});

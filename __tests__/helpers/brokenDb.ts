import { Kysely, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import type { Database } from '@/lib/server/db/schema';

/** The error pg gives when nothing listens on the database's port. */
export const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database whose every query fails (`fail`) or never answers (`hang`), as a dead or partitioned server would. */
export function brokenDb(mode: 'fail' | 'hang'): Kysely<Database> {
  const sqlite = new SqliteDialect({ database: {} as never });
  const connection: DatabaseConnection = {
    executeQuery: () => (mode === 'fail' ? Promise.reject(refused()) : new Promise(() => undefined)),
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


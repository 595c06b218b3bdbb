import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';

/**
 * Every migration, in order. Listed statically (not read from disk) so they
 * are bundled with the server code. Never edit a shipped migration: add one.
 */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

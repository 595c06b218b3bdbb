import { sql } from 'kysely';
import { CATEGORIES } from '@/lib/catalog/categories';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';

/**
 * The fixed category tree (lib/catalog) as rows: reference data every database needs, a
 * production one without demo data included. Written into an empty table only, in one
 * transaction (PostgreSQL also takes the seed's advisory lock, so two instances starting
 * together write it once). Returns how many rows it wrote (0: the tree was there).
 */
export async function installCategories(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(727001)`.execute(trx);
    return writeCategories(trx);
  });
}

/** Writes the tree inside the caller's transaction when the table is empty; the number of rows written. */
export async function writeCategories(trx: Db): Promise<number> {
  const existing = await trx.selectFrom('categories').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  let order = 0;
  const rows = CATEGORIES.flatMap((category) => [
    {
      id: category.id,
      parentId: null,
      name: category.name,
      code: category.code,
      path: category.path,
      icon: category.icon ?? null,
      isBrandAccess: category.isBrandAccess ? 1 : 0,
      highlight: category.highlight ? 1 : 0,
      sortOrder: order++,
    },
    ...(category.children ?? []).map((child) => ({
      id: child.id,
      parentId: category.id,
      name: child.name,
      code: child.code,
      path: child.path,
      icon: null,
      isBrandAccess: category.isBrandAccess ? 1 : 0,
      highlight: category.highlight ? 1 : 0,
      sortOrder: order++,
    })),
  ]);
  await trx.insertInto('categories').values(rows).execute();
  return rows.length;
}

import { sql } from 'kysely';
import type { ListFacets } from '@/lib/catalog/shopFilters';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { Viewer } from './viewer';
import { planList } from './filters';
import type { ProductFilters } from './listRequest';

/**
 * The choices a product list's filter panel offers: the brands, colours and
 * sizes present among the list's products, each with how many products have
 * it. Counted over the list's scope (category, keyword, flash sale, new),
 * not over the filters chosen, so a choice never vanishes when another is
 * picked. Three grouped queries over products_category_idx.
 */

/** How many choices of each kind a panel shows at most (the most common first). */
export const FACET_LIMIT = { brands: 60, options: 30 } as const;

type Scope = Pick<ProductFilters, 'categoryIds' | 'flashSaleOnly' | 'newOnly' | 'keyword' | 'brandIds'>;

export async function listFacets(db: Db, viewer: Viewer, scope: Scope, now: Date = new Date()): Promise<ListFacets> {
  const nowIso = now.toISOString();
  // Without a price range the plan's `all` condition does not depend on the viewer's prices.
  const where = planList(db, viewer, { ...scope }, nowIso).all;

  const brandRows = db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .where(where)
    .select(['brands.id as id', 'brands.name as name', sql<number>`count(*)`.as('n')])
    .groupBy(['brands.id', 'brands.name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('brands.name', 'asc')
    .limit(FACET_LIMIT.brands)
    .execute();

  const optionRows = (column: 'colors' | 'sizes') => {
    const ref = sql.ref(`products.${column}`);
    // Both functions name their element column `value`; a function in FROM may read the row before it.
    const elements = isPostgres(db) ? sql`jsonb_array_elements_text(${ref}::jsonb)` : sql`json_each(${ref})`;
    return db
      .selectFrom('products')
      .innerJoin(elements.as('opt'), (join) => join.onTrue())
      .where(where)
      .select([sql<string>`opt.value`.as('value'), sql<number>`count(*)`.as('n')])
      .groupBy(sql`opt.value`)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`opt.value`, 'asc')
      .limit(FACET_LIMIT.options)
      .execute();
  };

  const [brands, colors, sizes] = await Promise.all([brandRows, optionRows('colors'), optionRows('sizes')]);
  const option = (row: { value: string; n: number | string }) => ({ value: row.value, label: row.value, count: Number(row.n) });
  return {
    brands: brands.map((row) => ({ value: row.id, label: row.name, count: Number(row.n) })),
    colors: colors.map(option),
    sizes: sizes.map(option),
  };
}

import { sql } from 'kysely';
import { CATEGORIES } from '@/lib/catalog/categories';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { hashPassword } from '@/lib/server/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { DEMO_BUYER_DETAILS } from './businessDetails';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './orders';
import { seedApplications } from './applications';
import { writeCategories } from './categories';
import { settle } from '@/lib/settlement/server/statements';

export interface SeedOptions {
  /** Number of products (default 1,200). */
  products?: number;
  /** Number of brands (default 40). */
  brands?: number;
  /** Seed of the pseudo-random generator: the same seed gives the same catalogue. */
  randomSeed?: number;
  /** The moment the seed is made for (flash-sale windows, "new" flags). */
  now?: Date;
  quiet?: boolean;
  /** The demo retailer's addresses, orders in every state and referral credit (default true). */
  demoOrders?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  categories: number;
  brands: number;
  products: number;
  users: number;
}

/**
 * Fills an empty database: the fixed category tree, the demo accounts and a
 * generated Korean catalogue. Idempotent: a database that has categories is
 * left alone. One transaction (PostgreSQL also takes an advisory lock, so two
 * instances starting together seed once).
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(727001)`.execute(trx);
    const existing = await trx.selectFrom('categories').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return { seeded: false, categories: 0, brands: 0, products: 0, users: 0 };

    const categories = await writeCategories(trx);

    const now = (options.now ?? new Date()).toISOString();
    const userIds: Record<keyof typeof DEMO_ACCOUNTS, number> = { retailer: 0, pending: 0, brand: 0 };
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
      const row = await trx
        .insertInto('users')
        .values({
          email: account.email,
          passwordHash,
          userType: account.userType,
          userGroups: account.userGroups,
          businessName: account.businessName,
          registrationNo: account.registrationNo,
          mobileNo: account.mobileNo,
          referralCode: `DEMO${key.toUpperCase()}`,
          referredBy: null,
          ...(key === 'brand' ? {} : DEMO_BUYER_DETAILS[key]),
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[key] = row.id;
    }

    const catalogue = await seedCatalogue(trx, {
      products: options.products ?? 1200,
      brands: options.brands ?? 40,
      randomSeed: options.randomSeed ?? 20261121,
      now: options.now ?? new Date(),
      brandOwnerId: userIds.brand,
      log,
    });
    const applicants = await seedApplications(trx, {
      now: options.now ?? new Date(),
      passwordHash,
      categoryIdOf: (code) => CATEGORIES.find((category) => category.code === code)?.id ?? null,
    });
    log(`seeded ${categories} categories, ${catalogue.brands} brands, ${catalogue.products} products, 3 demo accounts, 4 applications`);
    return { seeded: true, categories, ...catalogue, users: 3 + applicants, brandOwnerId: userIds.brand };
  });
  const { brandOwnerId, ...counts } = { brandOwnerId: 0, ...result };
  let users = counts.users;
  if (result.seeded && options.demoOrders !== false) {
    // After the catalogue's transaction: the order services open their own.
    const orders = await seedDemoOrders(db, { now: options.now ?? new Date(), retailerEmail: DEMO_ACCOUNTS.retailer.email, brandOwnerId, passwordHash });
    if (orders > 0) users += 1; // the retailer the demo retailer invited
    // The statements of the periods those deliveries fell in, as the nightly `npm run settle` would have made them.
    const { created } = await settle(db, options.now ?? new Date());
    log(`seeded ${orders} demo orders for ${DEMO_ACCOUNTS.retailer.email}, ${created} brand statements`);
  }
  return { ...counts, users };
}

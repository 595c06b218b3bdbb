import type { Db } from '@/lib/server/db';
import { autoSeedsDemo, serverEnv } from '@/lib/server/env';
import { installCategories } from './categories';
import { seed } from '.';

/**
 * What a server starting on an empty database puts in it (instrumentation.ts): the demo shop
 * where demo data is allowed (../env.ts, autoSeedsDemo), else only the fixed category tree.
 */
export async function setUpEmptyDatabase(db: Db): Promise<void> {
  if (autoSeedsDemo(serverEnv())) await seed(db, {});
  else await installCategories(db);
}

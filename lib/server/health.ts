import { sql } from 'kysely';
import { apiMessages } from '@/lib/messages/api';
import { dbKindOf, type Db, type DbKind } from './db';
import { DomainError } from './errors';

/** How long a balancer's probe waits for the database before calling the instance unhealthy. */
export const HEALTH_TIMEOUT_MS = 2000;

export interface Health {
  status: 'ok';
  database: DbKind;
}

/**
 * GET /health: whether this instance can reach its database (a `select 1`
 * within HEALTH_TIMEOUT_MS), for a load balancer to route around an instance
 * that cannot. Unreachable, refused or too slow: 503 in Korean.
 */
export async function checkHealth(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } catch {
    throw new DomainError(503, 'DATABASE_UNAVAILABLE', apiMessages.databaseUnavailable);
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: dbKindOf(db) };
}

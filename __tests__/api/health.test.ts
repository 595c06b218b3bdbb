/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import { checkHealth } from '@/lib/server/health';
import { withApi } from '../helpers/api';
import { brokenDb } from '../helpers/brokenDb';

const ctx = withApi({ seed: false });

describe('GET /health', () => {
  test('answers 200 with the database kind when the database answers, never cached', async () => {
    const res = await ctx.api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('only GET', async () => {
    expect((await ctx.api('/health', { method: 'POST', body: {} })).status).toBe(405);
  });
});

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

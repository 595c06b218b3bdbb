import type { Db } from '@/lib/server/db';
import type { SeedOptions } from '@/lib/server/seed';
import { MemorySmsProvider, setSmsProvider } from '@/lib/server/sms';
import { setServiceClock } from '@/lib/server/clock';
import { openTestDb, type TestDb } from './db';
import { apiClient, startApiServer, type CallOptions, type TestServer } from './server';

export interface ApiTestOptions {
  /** Size of the seeded catalogue (default: openTestDb's), or false for an empty database. */
  seed?: SeedOptions | false;
  /** Send SMS into `sms` (a MemorySmsProvider), emptied before each test. */
  sms?: boolean;
  /**
   * Freeze the account services' clock at `clock.now` (the real time at the
   * start of each test, moved only by `clock.advance`), and start each test
   * with no throttle events, so rate limits of one test do not reach the next.
   */
  clock?: boolean;
  /**
   * Run the file with TRUST_PROXY=true, so a call names its client address in
   * X-Forwarded-For (`fromAddress`), as a request behind the site's proxy does.
   */
  trustProxy?: boolean;
}

/** The headers of a call made from `ip` (with withApi({ trustProxy: true })). */
export function fromAddress(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}

export interface ApiTestClock {
  /** The services' time in milliseconds. */
  readonly now: number;
  advance(ms: number): void;
}

export interface ApiTestContext {
  /** Calls /api/v1 over HTTP; safe to keep in a variable before the server is up. */
  api: ReturnType<typeof apiClient>;
  /** The test file's database (open between beforeAll and afterAll). */
  readonly db: Db;
  readonly testDb: TestDb;
  readonly server: TestServer;
  /** The SMS gateway (with `sms: true`). */
  sms: MemorySmsProvider;
  /** The services' clock (with `clock: true`). */
  clock: ApiTestClock;
}

/**
 * The set-up of an API test file: a fresh migrated and seeded database (SQLite,
 * or PostgreSQL with TEST_DB=postgres), the real pages/api/v1 handlers served
 * over HTTP, and a client for them; optionally a captured SMS gateway and a
 * clock the test moves. Registers its own beforeAll/afterAll (and beforeEach
 * for `sms` and `clock`), so call it at the top of the file, before hooks that
 * use the database.
 */
export function withApi(options: ApiTestOptions = {}): ApiTestContext {
  let testDb: TestDb | null = null;
  let server: TestServer | null = null;
  let call: ReturnType<typeof apiClient> | null = null;
  let now = Date.now();
  const sms = new MemorySmsProvider();

  const open = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`withApi: ${what} is used before beforeAll or after afterAll`);
    return value;
  };

  const savedEnv = process.env;
  beforeAll(async () => {
    // A new object: serverEnv() (lib/server/env.ts) reads the environment again when process.env is replaced.
    if (options.trustProxy) process.env = { ...savedEnv, TRUST_PROXY: 'true' };
    testDb = await openTestDb(options.seed === undefined ? {} : { seed: options.seed });
    server = await startApiServer();
    call = apiClient(server);
    if (options.sms) setSmsProvider(sms);
  });
  afterAll(async () => {
    if (options.sms) setSmsProvider(null);
    if (options.clock) setServiceClock(null);
    if (options.trustProxy) process.env = savedEnv;
    await server?.close();
    await testDb?.close();
    server = null;
    call = null;
    testDb = null;
  });
  if (options.sms) {
    beforeEach(() => {
      sms.sent.length = 0;
      sms.failWith = null;
    });
  }
  if (options.clock) {
    beforeEach(async () => {
      now = Date.now();
      setServiceClock(() => new Date(now));
      await open(testDb, 'the database').db.deleteFrom('throttleEvents').execute();
    });
  }

  const api = <T = any>(pathAndQuery: string, callOptions?: CallOptions) => open(call, 'the API')<T>(pathAndQuery, callOptions);
  const clocked = (): void => {
    if (!options.clock) throw new Error('withApi: the clock needs withApi({ clock: true })');
  };

  return {
    api,
    get db() {
      return open(testDb, 'the database').db;
    },
    get testDb() {
      return open(testDb, 'the database');
    },
    get server() {
      return open(server, 'the server');
    },
    sms,
    clock: {
      get now() {
        clocked();
        return now;
      },
      advance(ms: number) {
        clocked();
        now += ms;
      },
    },
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { z, type ZodType } from 'zod';
import { getDb, type Db } from '@/lib/server/db';
import { databaseUnavailable, DomainError, isDatabaseUnavailable, notFound, type ErrorCode } from '@/lib/server/errors';
import { logLine } from '@/lib/server/log';
import { isCrossSite } from './origin';
import { findSessionUser, type AuthUser } from '@/lib/server/auth/sessions';
import { consoleCallerOf, type AuthOperator } from '@/lib/server/auth/operatorSessions';
import { serviceNow } from '@/lib/server/clock';
import { ownedBrandOf } from '@/lib/server/auth/users';
import type { OwnedBrand } from '@/lib/contract/users';
import { readRawBody } from './rawBody';
import { forbiddenCharacterPath } from './text';
import { clientIp, headerValue, readToken } from './request';
import { apiMessages } from '@/lib/messages/api';

/**
 * The one wrapper every /api/v1 handler goes through: method map (405 with
 * Allow), body parsing (our own, so bad JSON gets a Korean 400), zod
 * validation (400 naming the field), the session guard (401), the brand
 * guard (403, see Auth), and errors to `{ code, message }` with the right
 * status. Handlers stay three lines long.
 * A write sent from another site's page is refused (403 CROSS_SITE) before
 * anything runs: the session may come from the `token` cookie, which the
 * browser would attach. An unreachable database is a Korean 503 with
 * Retry-After. Answers are never stored by a shared cache (`private, no-store`).
 *
 * Every route file turns Next's body parser off with the literal
 * `export const config = { api: { bodyParser: false } };` (Next 16 reads it
 * statically), so ours answers bad JSON in Korean.
 *
 * It uses only Node's own request/response API (plus `req.query`, which Next
 * fills with path and search parameters), so tests can serve it directly.
 */

export type ApiRequest = IncomingMessage & { query?: Record<string, string | string[] | undefined> };
export type ApiResponse = ServerResponse;

export interface Context<Q, B> {
  db: Db;
  user: AuthUser | null;
  /** The brand the caller owns ('brand' and 'retailerOrBrand' only, see Auth); else null. */
  brand: OwnedBrand | null;
  /** The signed-in operator ('operator' and 'admin'; 'operatorSignIn' when one is); else null. */
  operator: AuthOperator | null;
  query: Q;
  body: B;
  ip: string | null;
  userAgent: string | null;
  req: ApiRequest;
  /** For the few handlers that answer other than JSON (files): once they have written it, route() sends nothing more. */
  res: ApiResponse;
}

export interface AuthedContext<Q, B> extends Context<Q, B> {
  user: AuthUser;
}

export interface BrandContext<Q, B> extends AuthedContext<Q, B> {
  brand: OwnedBrand;
}

export interface OperatorContext<Q, B> extends Context<Q, B> {
  operator: AuthOperator;
}

/**
 * Who may call, checked here and never again by the handler or its service:
 * - 'none': anyone; no session is read.
 * - 'optional': anyone; `user` is the session's user or null.
 * - 'required': a session (401 without one).
 * - 'brand': a brand account and the brand it owns, handed over as `brand` (401 without a
 *   session, 403 BRAND_ONLY for anyone else). The brand's services take `brand.id` and
 *   scope every query to it, so another brand's row is not found (404).
 * - 'retailerOrBrand': a session; a brand account must own its brand as above, and gets it
 *   as `brand`; a retailer gets `brand: null` (a path that serves each role its own).
 * The brand is checked after the query and body are validated, so bad input is a 400 first.
 *
 * The operator's console (`/api/v1/admin/**`) reads the operator's own cookie
 * (../auth/operatorSessions.ts), never the member's token, and a member's token is a 404 there:
 * - 'operatorSignIn': signing in; `operator` is the signed-in operator or null.
 * - 'operator': an active operator session (401 without one).
 * - 'admin': an operator of the 관리자 role (403 ADMIN_ONLY for a 운영자).
 * These are checked before the input, so a member learns nothing from a 400.
 */
type Auth = 'none' | 'optional' | 'required' | 'brand' | 'retailerOrBrand' | 'operatorSignIn' | 'operator' | 'admin';

type ContextFor<A extends Auth, Q, B> = A extends 'brand'
  ? BrandContext<Q, B>
  : A extends 'required' | 'retailerOrBrand'
    ? AuthedContext<Q, B>
    : A extends 'operator' | 'admin'
      ? OperatorContext<Q, B>
      : Context<Q, B>;

const CONSOLE_AUTH: ReadonlySet<Auth> = new Set(['operatorSignIn', 'operator', 'admin']);

/** The operator of a console call, or the refusal: 404 for a member's token, 401 for no session, 403 for a 운영자 on a 관리자 call. */
async function operatorOf(db: Db, req: ApiRequest, auth: Auth): Promise<AuthOperator | null> {
  const { operator, member } = await consoleCallerOf(db, req, serviceNow());
  if (member) throw notFound();
  if (auth === 'operatorSignIn') return operator;
  if (!operator) throw new DomainError(401, 'UNAUTHORIZED', apiMessages.unauthorized);
  if (auth === 'admin' && operator.role !== 'admin') throw new DomainError(403, 'ADMIN_ONLY', apiMessages.adminOnly);
  return operator;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = ZodType<any, any>;
type Out<S> = S extends ZodType<infer T, unknown> ? T : undefined;

export interface MethodSpec<QS extends AnySchema | undefined, BS extends AnySchema | undefined, A extends Auth> {
  auth?: A;
  query?: QS;
  body?: BS;
  /** HTTP status of a success (default 200). */
  status?: number;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  handle: (ctx: ContextFor<A, Out<QS>, Out<BS>>) => Promise<unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * A method spec as the route keeps it. Deliberately not a `MethodSpec<any…>`:
 * that contextual type would make `method()` infer `any` for `auth` and lose
 * the non-null `user` of authenticated handlers.
 */
interface StoredMethodSpec {
  auth?: Auth;
  query?: AnySchema;
  body?: AnySchema;
  status?: number;
  maxBodyBytes?: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handle: (ctx: any) => Promise<unknown>;
}
type RouteSpec = Partial<Record<Method, StoredMethodSpec>>;

/** Declares one method of a route with its types inferred. */
export function method<
  A extends Auth = 'none',
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
>(spec: MethodSpec<QS, BS, A>): MethodSpec<QS, BS, A> {
  return spec;
}

export type RouteHandler = ((req: ApiRequest, res: ApiResponse) => Promise<void>) & {
  /** The methods the route serves (read by the contract test against docs/API.md). */
  methods: Method[];
};

export function route(spec: RouteSpec): RouteHandler {
  const methods = Object.keys(spec) as Method[];
  const allow = [...methods, ...(spec.GET ? ['HEAD'] : [])].join(', ');
  const handler = async function handler(req: ApiRequest, res: ApiResponse): Promise<void> {
    try {
      const asked = (req.method ?? 'GET').toUpperCase();
      // HEAD is a GET whose body Node leaves out (a balancer's probe of /api/v1/health).
      const entry = spec[(asked === 'HEAD' ? 'GET' : asked) as Method];
      if (!entry) {
        res.setHeader('Allow', allow);
        throw new DomainError(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed);
      }
      if (asked !== 'GET' && asked !== 'HEAD' && isCrossSite(req)) throw new DomainError(403, 'CROSS_SITE', apiMessages.crossSite);
      const db = await getDb();
      const token = readToken(req);
      const auth: Auth = entry.auth ?? 'none';
      const consoleCall = CONSOLE_AUTH.has(auth);
      const operator = consoleCall ? await operatorOf(db, req, auth) : null;
      const user = auth === 'none' || consoleCall ? null : await findSessionUser(db, token);
      if (!consoleCall && auth !== 'none' && auth !== 'optional' && !user) throw new DomainError(401, 'UNAUTHORIZED', apiMessages.unauthorized);

      const query = entry.query ? validate(entry.query, rejectForbiddenCharacters(queryOf(req))) : undefined;
      const body = entry.body
        ? validate(entry.body, rejectForbiddenCharacters(await readJsonBody(req, entry.maxBodyBytes)))
        : undefined;
      const needsBrand = auth === 'brand' || (auth === 'retailerOrBrand' && user?.userType === 'brand');
      const brand = user && needsBrand ? await brandOf(db, user) : null;
      const result = await entry.handle({
        db,
        user,
        brand,
        operator,
        query,
        body,
        ip: clientIp(req),
        userAgent: headerValue(req, 'user-agent'),
        req,
        res,
      });
      send(res, entry.status ?? 200, result ?? { ok: true });
    } catch (error) {
      answerError(req, res, error);
    }
  };
  return Object.assign(handler, { methods });
}

/** The brand the caller owns, or 403 BRAND_ONLY (a retailer; a brand account before its brand is set up). */
async function brandOf(db: Db, user: AuthUser): Promise<OwnedBrand> {
  const brand = await ownedBrandOf(db, user);
  if (!brand) throw new DomainError(403, 'BRAND_ONLY', apiMessages.brandOnly);
  return brand;
}

/**
 * Every path under /api that no route serves (pages/api/[...path].ts): a JSON 404 in the API's
 * shape for any method, never the HTML 404 page. It touches no database.
 */
export async function unknownApiPath(req: ApiRequest, res: ApiResponse): Promise<void> {
  answerError(req, res, notFound());
}

function queryOf(req: ApiRequest): Record<string, unknown> {
  if (req.query) return req.query;
  const url = new URL(req.url ?? '/', 'http://localhost');
  return Object.fromEntries(url.searchParams.entries());
}

const DEFAULT_MAX_BODY = 64 * 1024;

async function readJsonBody(req: IncomingMessage, maxBytes = DEFAULT_MAX_BODY): Promise<unknown> {
  const text = await readRawBody(req, maxBytes);
  if (text.trim() === '') return {};
  const type = headerValue(req, 'content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
    throw new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(400, 'BAD_JSON', apiMessages.badJson);
  }
}

/** Input holding a character no text may hold (./text.ts) is a Korean 400 naming the field, for every route. */
function rejectForbiddenCharacters<T>(input: T): T {
  const path = forbiddenCharacterPath(input);
  if (path !== null) throw new DomainError(400, 'BAD_REQUEST', apiMessages.forbiddenCharacter, path || undefined);
  return input;
}

const HANGUL = /[\uac00-\ud7a3]/;

/** Parses input with a zod schema; failure is a 400 naming the first bad field. */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const key = issue?.path.find((part) => typeof part === 'string') as string | undefined;
  const label = (key && apiMessages.fields[key]) || key || '';
  const message =
    issue && HANGUL.test(issue.message)
      ? issue.message
      : label
        ? apiMessages.invalidField(label)
        : apiMessages.badRequest;
  return new DomainError(400, 'VALIDATION', message, field);
}

/** An answer already written as JSON (sharedAnswer). */
class JsonAnswer {
  constructor(readonly text: string) {}
}

const sharedTexts = new WeakMap<object, string>();

/**
 * A handler's answer that may be one object shared between requests and never changed after it
 * was made (a cached list: lib/catalog/server/queries.ts listProductsFor): written as JSON once
 * per object, not once per request. An answer made for this request alone is written as usual.
 */
export function sharedAnswer(value: object): JsonAnswer {
  let text = sharedTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    sharedTexts.set(value, text);
  }
  return new JsonAnswer(text);
}

function send(res: ApiResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const json = body instanceof JsonAnswer ? body.text : JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(json);
}

function answerError(req: ApiRequest, res: ApiResponse, error: unknown): void {
  if (error instanceof DomainError) {
    const details = error.details ?? {};
    if (typeof details.retryAfterSeconds === 'number') {
      res.setHeader('Retry-After', String(details.retryAfterSeconds));
    }
    send(res, error.status, {
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...details,
    });
    return;
  }
  if (error instanceof z.ZodError) {
    answerError(req, res, validationError(error));
    return;
  }
  const id = headerValue(req, 'x-request-id') ?? undefined;
  if (isDatabaseUnavailable(error)) {
    logLine('error', 'database unavailable', { id, path: req.url?.split('?')[0], error });
    answerError(req, res, databaseUnavailable());
    return;
  }
  logLine('error', 'unexpected error', { id, path: req.url?.split('?')[0], error, stack: error instanceof Error ? error.stack : undefined });
  const code: ErrorCode = 'INTERNAL';
  send(res, 500, { code, message: apiMessages.internal });
}

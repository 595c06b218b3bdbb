import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redirect } from 'next';
import { loginSchema } from '@/lib/account/account.contract';
import { safeReturnUrl } from '@/lib/contract/returnUrl';
import { accountMessages } from '@/lib/account/account.messages';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { login } from './auth';
import { readFormBody } from '@/lib/server/http/form';
import { isCrossSite, requestProtocol } from '@/lib/server/http/origin';
import { clientIp } from '@/lib/server/http/request';
import { validate } from '@/lib/server/http/route';

/**
 * The login form sent natively (a POST to the login page before its script
 * ran, see components/account/LoginForm.tsx): logged in through the same
 * service as POST /api/v1/users/login (same throttling, same Korean errors),
 * the `token` cookie set as lib/client/token.ts sets it, and a 303 to the
 * safe returnUrl. A refusal comes back as the e-mail typed and the error to
 * show beside the form, with its HTTP status on the response; the password
 * is never sent back.
 */

const text = accountMessages.loginForm;

/** E-mail (up to 254) and password (up to 200) fit many times over, percent-encoded. */
export const LOGIN_FORM_MAX_BYTES = 4 * 1024;

export interface LoginFormError {
  message: string;
  /** The field the message belongs to; null: the form as a whole (wrong password, throttled). */
  field: 'email' | 'password' | null;
}

export type LoginFormOutcome = { redirect: Redirect } | { email: string; error: LoginFormError };

type Request = IncomingMessage;

function header(req: Request, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/* A form another site made the browser post would log the visitor into an account of that site's choosing: ../../server/http/origin.ts isCrossSite refuses it. */

/**
 * The `token` cookie as js-cookie writes it in lib/client/token.ts: path /,
 * SameSite=Lax, Secure on https; without `expiresAt` it ends with the browser.
 */
export function tokenCookie(token: string, expiresAt: string | null, secure: boolean): string {
  const parts = [`token=${encodeURIComponent(token)}`, 'Path=/'];
  if (expiresAt) parts.push(`Expires=${new Date(expiresAt).toUTCString()}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function fieldOf(error: DomainError): LoginFormError['field'] {
  return error.field === 'email' || error.field === 'password' ? error.field : null;
}

export async function submitLoginForm(
  { req, res }: { req: Request; res: ServerResponse },
  db: Db,
  returnUrl: unknown,
): Promise<LoginFormOutcome> {
  let email = '';
  try {
    if (isCrossSite(req)) throw new DomainError(403, 'CROSS_SITE_FORM', text.crossSite);
    const form = await readFormBody(req, LOGIN_FORM_MAX_BYTES, {
      tooLarge: text.formTooLarge,
      unreadable: text.formUnreadable,
    });
    email = (form.get('email') ?? '').trim();
    const remember = form.get('remember') === 'on';
    const input = validate(loginSchema, { email, password: form.get('password') ?? '', remember });
    const session = await login(db, input, { ip: clientIp(req), userAgent: header(req, 'user-agent') });
    const expires = remember ? session.expiresAt : null;
    res.setHeader('Set-Cookie', tokenCookie(session.token, expires, requestProtocol(req) === 'https'));
    return { redirect: { destination: safeReturnUrl(returnUrl), statusCode: 303 } };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    res.statusCode = error.status;
    const retryAfter = error.details?.retryAfterSeconds;
    if (error.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    return { email, error: { message: error.message, field: fieldOf(error) } };
  }
}

import { generateSecret } from '@otplib/core';
import { ScureBase32Plugin } from '@otplib/plugin-base32-scure';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import QRCode from 'qrcode';

/**
 * The operators' second factor: TOTP (RFC 6238, 30-second steps, six digits,
 * SHA-1), as every authenticator app reads it, computed by otplib with Node's
 * own crypto. A code is accepted one step either side of now (a phone's clock
 * a little off), and only once: its step must be later than the last one
 * accepted for the operator.
 */

const ISSUER = '도매마켓 운영 콘솔';
const plugins = { crypto: new NodeCryptoPlugin(), base32: new ScureBase32Plugin() };

export function newTotpSecret(): string {
  return generateSecret(plugins);
}

/** The otpauth:// address an authenticator app adds the account from. */
export function totpUri(secret: string, email: string): string {
  return generateTOTP({ issuer: ISSUER, label: email, secret });
}

/** The QR code of that address, as SVG markup for the enrolment page. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The code of `secret` at `at` (tests and the demo's sign-in helper). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), ...plugins });
}

/** The step of a right code later than `lastStep`, or null. */
export async function acceptTotp(secret: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30, ...plugins });
  if (!result.valid) return null;
  return lastStep !== null && result.timeStep <= lastStep ? null : result.timeStep;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logLine } from '@/lib/server/log';
import { demoAllowed, serverEnv } from '@/lib/server/env';

/**
 * The channels messages go out by (docs/DECISIONS.md, Notifications), each behind one interface
 * with a local default, so a machine without the services still works and its messages can be read:
 * - e-mail: SMTP (nodemailer) when SMTP_URL is set; else each message is written as an .eml file
 *   into MAIL_DIR (data/mail by default: the README names it);
 * - 알림톡: the log provider (each message a line of the server log) in development and demo mode;
 *   off on a production server until a provider is configured (no 알림톡 rows are written then).
 */

export interface OutgoingMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
}

export interface Channel {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** E-mail through a nodemailer transport; the file writer when no SMTP server is configured. */
export class MailChannel implements Channel {
  readonly name: string;
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly folder: string | null,
  ) {
    this.name = folder ? 'mail-folder' : 'smtp';
  }

  async send(message: OutgoingMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, to: message.recipient, subject: message.subject, text: message.text });
    if (this.folder) {
      mkdirSync(this.folder, { recursive: true });
      writeFileSync(path.join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`), (info as unknown as { message: Buffer }).message);
    }
  }
}

/** 알림톡 written to the server log (development and demo mode). */
export class LogAlimtalkChannel implements Channel {
  readonly name = 'alimtalk-log';
  async send(message: OutgoingMessage): Promise<void> {
    logLine('info', 'alimtalk', { to: message.recipient, id: message.id, text: `${message.subject}\n${message.text}` });
  }
}

export function createMailChannel(): MailChannel {
  const env = serverEnv();
  if (env.SMTP_URL) return new MailChannel(nodemailer.createTransport(env.SMTP_URL), env.MAIL_FROM, null);
  return new MailChannel(nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), env.MAIL_FROM, path.resolve(env.MAIL_DIR));
}

/** Whether 알림톡 messages are written at all: the log provider where demo behaviour is allowed, unless turned off. */
export function alimtalkEnabled(): boolean {
  const env = serverEnv();
  const provider = env.ALIMTALK_PROVIDER ?? (demoAllowed(env) ? 'log' : 'off');
  return provider === 'log';
}

export interface Channels {
  email: Channel;
  alimtalk: Channel;
}

let override: Partial<Channels> | null = null;
let configured: Channels | null = null;

/** The channels in use: a test's stand-ins when set, else the configured ones (made once). */
export function getChannels(): Channels {
  configured ??= { email: createMailChannel(), alimtalk: new LogAlimtalkChannel() };
  return { email: override?.email ?? configured.email, alimtalk: override?.alimtalk ?? configured.alimtalk };
}

/** Replaces channels (tests); null restores the configured ones. */
export function setChannels(channels: Partial<Channels> | null): void {
  override = channels;
}

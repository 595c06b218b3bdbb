import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logLine } from '@/lib/server/log';
import { demoAllowed, serverEnv } from '@/lib/server/env';
import { parseTemplates, SolapiAlimtalkChannel } from './solapi';

/**
 * The channels messages go out by (docs/DECISIONS.md, Notifications), each behind one interface
 * with a local default, so a machine without the services still works and its messages can be read:
 * - e-mail: SMTP (nodemailer) when SMTP_URL is set; else each message is written as an .eml file
 *   into MAIL_DIR (data/mail by default: the README names it);
 * - 알림톡: SOLAPI (알림톡 with an SMS fallback, ./solapi.ts) when ALIMTALK_PROVIDER=solapi; the log
 *   provider (each message a line of the server log) by default in development and demo mode; off
 *   on a production server until a provider is configured (no 알림톡 rows are written then).
 */

export interface OutgoingMessage {
  id: number;
  /** The event's kind (notifications.messages.ts), which picks a 알림톡 template. */
  kind: string;
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

function alimtalkProvider(): 'solapi' | 'log' | 'off' {
  const env = serverEnv();
  return env.ALIMTALK_PROVIDER ?? (demoAllowed(env) ? 'log' : 'off');
}

/** Whether 알림톡 messages are written at all: a provider is configured (the log one where demo behaviour is allowed), not off. */
export function alimtalkEnabled(): boolean {
  return alimtalkProvider() !== 'off';
}

export function createAlimtalkChannel(): Channel {
  const env = serverEnv();
  if (alimtalkProvider() !== 'solapi') return new LogAlimtalkChannel();
  return new SolapiAlimtalkChannel({
    apiKey: env.SOLAPI_API_KEY ?? '',
    apiSecret: env.SOLAPI_API_SECRET ?? '',
    sender: env.SOLAPI_SENDER ?? '',
    pfId: env.SOLAPI_PFID ?? null,
    templates: parseTemplates(env.SOLAPI_TEMPLATES),
  });
}

export interface Channels {
  email: Channel;
  alimtalk: Channel;
}

let override: Partial<Channels> | null = null;
let configured: Channels | null = null;

/** The channels in use: a test's stand-ins when set, else the configured ones (made once). */
export function getChannels(): Channels {
  configured ??= { email: createMailChannel(), alimtalk: createAlimtalkChannel() };
  return { email: override?.email ?? configured.email, alimtalk: override?.alimtalk ?? configured.alimtalk };
}

/** Replaces channels (tests); null restores the configured ones. */
export function setChannels(channels: Partial<Channels> | null): void {
  override = channels;
}

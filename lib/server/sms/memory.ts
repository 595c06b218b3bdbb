import type { SmsProvider } from './types';

export interface SentSms {
  phone: string;
  text: string;
}

/** Keeps messages in memory instead of sending (tests, browser journeys). */
export class MemorySmsProvider implements SmsProvider {
  readonly name = 'memory';
  readonly sent: SentSms[] = [];
  /** When set, send() rejects (to test gateway failures). */
  failWith: Error | null = null;

  async send(phone: string, text: string): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push({ phone, text });
  }

  /** The 6-digit code of the latest message to `phone`, or null. */
  lastCodeFor(phone: string): string | null {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      if (this.sent[i].phone === phone) return /\b(\d{6})\b/.exec(this.sent[i].text)?.[1] ?? null;
    }
    return null;
  }
}

import type { SmsProvider } from './types';

/** Development provider: writes `[sms] <phone> <text>` to the server log instead of sending. */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';

  async send(phone: string, text: string): Promise<void> {
    console.log(`[sms] ${phone} ${text}`);
  }
}

import type { SmsProvider } from './types';

export interface HttpSmsOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Generic gateway provider: POSTs `{ "to": "01012345678", "text": "…" }` as
 * JSON to SMS_HTTP_URL with the bearer SMS_HTTP_TOKEN. Any 2xx answer counts
 * as sent; anything else (or a timeout) is an error.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly options: HttpSmsOptions) {}

  async send(phone: string, text: string): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const response = await doFetch(this.options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      // Read the body so the connection is released; keep a little for the log.
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
  }
}

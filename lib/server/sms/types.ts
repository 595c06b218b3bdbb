/** Sends one text message. Implementations: log (development), http (a real gateway), memory (tests). */
export interface SmsProvider {
  readonly name: string;
  /** Resolves when the gateway accepted the message; rejects otherwise. `phone` is digits only. */
  send(phone: string, text: string): Promise<void>;
}

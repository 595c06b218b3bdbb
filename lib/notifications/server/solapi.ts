import type { SolapiMessageService } from 'solapi';
import type { Channel, OutgoingMessage } from './channels';

/**
 * 알림톡 with an SMS fallback through SOLAPI (the `solapi` SDK; docs/DECISIONS.md, Notifications).
 * A message whose kind has an approved template goes as 알림톡 (the template's variables #{제목}
 * and #{내용} filled with the message's title and text); when Kakao cannot deliver it, SOLAPI
 * sends the same text by SMS/LMS from the registered 발신번호. A kind without a template, or a
 * site without a 카카오 채널 (pfId), goes by SMS/LMS at once. A refused request throws, so the
 * worker tries again later.
 */

export interface SolapiConfig {
  apiKey: string;
  apiSecret: string;
  /** The 발신번호 registered with SOLAPI. */
  sender: string;
  /** The 카카오 채널's pfId, or null for SMS/LMS only. */
  pfId: string | null;
  /** Message kind -> template id. */
  templates: Record<string, string>;
}

/** What the channel needs of the SDK (a stand-in in tests). */
export type SolapiSender = Pick<SolapiMessageService, 'send'>;

/** The template ids of SOLAPI_TEMPLATES (a JSON object of kind -> id); anything else is a configuration error. */
export function parseTemplates(json: string | undefined): Record<string, string> {
  if (!json) return {};
  const value: unknown = JSON.parse(json);
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((id) => typeof id !== 'string')) {
    throw new Error('SOLAPI_TEMPLATES must be a JSON object of message kind -> template id');
  }
  return value as Record<string, string>;
}

export class SolapiAlimtalkChannel implements Channel {
  readonly name = 'alimtalk-solapi';
  private service: Promise<SolapiSender> | null;

  /** `service`: the SDK's client, made from the key and secret on first use unless given. */
  constructor(
    private readonly config: SolapiConfig,
    service?: SolapiSender,
  ) {
    this.service = service ? Promise.resolve(service) : null;
  }

  private client(): Promise<SolapiSender> {
    // The SDK is loaded when the first message goes, never by a server that does not use it.
    this.service ??= import('solapi').then(({ SolapiMessageService }) => new SolapiMessageService(this.config.apiKey, this.config.apiSecret));
    return this.service;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const templateId = this.config.pfId ? this.config.templates[message.kind] : undefined;
    const base = { to: message.recipient.replace(/\D/g, ''), from: this.config.sender.replace(/\D/g, ''), text: `${message.subject}\n\n${message.text}` };
    const payload = templateId
      ? { ...base, kakaoOptions: { pfId: this.config.pfId!, templateId, variables: { '#{제목}': message.subject, '#{내용}': message.text }, disableSms: false } }
      : { ...base, subject: message.subject };
    await (await this.client()).send(payload);
  }
}

import type { SettingsValues } from '../../../shared/settings/registry';
import { cloudApi, CloudApiError, type PhoneNumberDetails } from './cloud-api';

/**
 * The platform's own WhatsApp Cloud API number (Settings → Platform WhatsApp sender): template
 * messages with `POST /{phone-number-id}/messages` and the number's details with
 * `GET /{phone-number-id}`, both with the bearer token. Built on the one Cloud API client
 * (cloud-api.ts, which the bots' numbers use too); a template send is tried again a few times on a
 * rate limit or a failure of Meta's, as every provider client does, and its errors carry Meta's code.
 */
export interface WhatsAppSender {
  /** Answers the message's `wamid` (its status webhooks name it). */
  sendTemplate(to: string, template: string, components: unknown[]): Promise<{ messageId: string }>;
  /** `GET /{phone-number-id}?fields=display_phone_number,verified_name` (Test connection). */
  phoneNumber(): Promise<PhoneNumberDetails>;
}

export interface WhatsAppConfig {
  apiBase: string;
  token: string;
  phoneNumberId: string;
  language: string;
}

const RETRIES = 2;

/** Runs `call` again after a retryable failure (Retry-After honoured up to 5 s, else 250 ms, 500 ms). */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof CloudApiError) || !err.retryable || attempt >= RETRIES) throw err;
      const wait = err.details.retryAfterMs ? Math.min(err.details.retryAfterMs, 5000) : 250 * 2 ** attempt;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

export function whatsappClient(cfg: WhatsAppConfig): WhatsAppSender {
  const api = cloudApi({ apiBase: cfg.apiBase, token: cfg.token, phoneNumberId: cfg.phoneNumberId });
  return {
    sendTemplate(to, template, components) {
      return withRetries(() =>
        api.send(to, {
          type: 'template',
          template: { name: template, language: { code: cfg.language }, components },
        }),
      );
    },
    phoneNumber: () => api.phoneNumber(),
  };
}

/** The sender's connection when its token and phone number id are set, else null. */
export function whatsappConfigOf(s: SettingsValues<'whatsapp'>): WhatsAppConfig | null {
  return s.token && s.phoneNumberId
    ? { apiBase: s.apiBase, token: s.token, phoneNumberId: s.phoneNumberId, language: s.language }
    : null;
}

import type { SettingsValues } from '../../../shared/settings/registry';
import { callJson } from '../http';

/**
 * The platform's own WhatsApp Cloud API number (Settings → Platform WhatsApp sender): template
 * messages with `POST /{phone-number-id}/messages` and the number's details with
 * `GET /{phone-number-id}`, both with the bearer token.
 */
export interface WhatsAppSender {
  sendTemplate(to: string, template: string, components: unknown[]): Promise<void>;
  /** `GET /{phone-number-id}?fields=display_phone_number,verified_name` (Test connection). */
  phoneNumber(): Promise<{ id: string; display_phone_number?: string; verified_name?: string }>;
}

const SERVICE = 'WhatsApp Cloud API';

export interface WhatsAppConfig {
  apiBase: string;
  token: string;
  phoneNumberId: string;
  language: string;
}

export function whatsappClient(cfg: WhatsAppConfig): WhatsAppSender {
  const headers = { Authorization: `Bearer ${cfg.token}` };
  const numberUrl = `${cfg.apiBase}/${encodeURIComponent(cfg.phoneNumberId)}`;
  return {
    async sendTemplate(to, template, components) {
      await callJson(SERVICE, `${numberUrl}/messages`, {
        headers,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: { name: template, language: { code: cfg.language }, components },
        },
      });
    },
    phoneNumber() {
      return callJson(SERVICE, `${numberUrl}?fields=display_phone_number,verified_name`, {
        headers,
        retries: 0,
      });
    },
  };
}

/** The sender's connection when its token and phone number id are set, else null. */
export function whatsappConfigOf(s: SettingsValues<'whatsapp'>): WhatsAppConfig | null {
  return s.token && s.phoneNumberId
    ? { apiBase: s.apiBase, token: s.token, phoneNumberId: s.phoneNumberId, language: s.language }
    : null;
}

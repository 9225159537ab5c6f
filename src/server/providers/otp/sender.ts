import type { ServerConfig } from '../../config';
import { callJson } from '../http';

/** Sends a sign-in code to a phone number given as digits with the country code (no +). */
export interface OtpSender {
  readonly name: string;
  send(phoneDigits: string, code: string): Promise<void>;
}

/** WhatsApp Cloud API authentication template: the code fills the body and the copy-code button. */
export function whatsappOtpSender(cfg: NonNullable<ServerConfig['otp']['whatsapp']>): OtpSender {
  return {
    name: 'whatsapp',
    async send(phoneDigits, code) {
      await callJson(
        'WhatsApp Cloud API',
        `${cfg.apiBase}/${encodeURIComponent(cfg.phoneNumberId)}/messages`,
        {
          headers: { Authorization: `Bearer ${cfg.token}` },
          body: {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: phoneDigits,
            type: 'template',
            template: {
              name: cfg.template,
              language: { code: cfg.language },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: code }] },
                { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
              ],
            },
          },
        },
      );
    },
  };
}

/** A plain HTTP SMS gateway: POST JSON { to, message, sender } with a bearer key. */
export function smsOtpSender(cfg: NonNullable<ServerConfig['otp']['sms']>): OtpSender {
  return {
    name: 'sms',
    async send(phoneDigits, code) {
      await callJson('SMS gateway', cfg.url, {
        headers: { Authorization: `Bearer ${cfg.apiKey}` },
        body: {
          to: `+${phoneDigits}`,
          message: `${code} is your sign-in code. It is valid for 5 minutes.`,
          sender: cfg.sender,
        },
      });
    },
  };
}

/** WhatsApp first, else SMS, else none (the endpoint then names the settings to fill in). */
export function otpSenderFromConfig(otp: ServerConfig['otp']): OtpSender | null {
  if (otp.whatsapp) return whatsappOtpSender(otp.whatsapp);
  if (otp.sms) return smsOtpSender(otp.sms);
  return null;
}
